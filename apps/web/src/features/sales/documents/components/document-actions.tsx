import '@/i18n/areas/sales.ts';
import {
  actionFits,
  refundAfterCancelling,
  type TDocumentAction,
  type TFullDocument,
  toCents,
  toEuros,
  totalAfterCancelling,
  ZCancelItems,
  ZShippItems,
  ZValidatePayment,
} from '@colophon/contract';
import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { fieldErrorsOf } from '@/components/form/field-errors.ts';
import { client } from '@/config/client.ts';
import type { DocumentProps, RunAction } from '@/features/sales/documents/document-types.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPrice } from '@/lib/format.ts';

interface ActionsProps extends DocumentProps {
  /** The lines ticked in the lines table. */
  selected: number[];
  run: RunAction;
  pending: boolean;
}

type Dialog = 'validatePayment' | 'shippItems' | 'cancelItems' | null;

/** The actions this panel has a button for (the others are on the payments, packages, address…). */
const BUTTONS: TDocumentAction[] = [
  'ValidatePayment',
  'ShippItems',
  'NotifyPicking',
  'ValidatePicking',
  'CancelItems',
];

/**
 * What cancelling the ticked lines would give back, by the contract's rule (the server's): the money
 * the last payment took beyond what the order would then cost.
 */
const refundOf = (document: TFullDocument, ticked: TFullDocument['items']) => {
  const totalAfter = totalAfterCancelling(
    {
      totalCents: toCents(document.total),
      shippingCents: toCents(document.shippingCost),
      liveLines: document.items.filter((item) => item.status !== 'Cancelled').length,
    },
    { lines: ticked.length, cents: ticked.reduce((sum, item) => sum + toCents(item.total), 0) },
  );
  const payments = document.payments.map((payment) => ({
    status: payment.status,
    amountCents: toCents(payment.amount),
    refundedCents: toCents(payment.refunded),
  }));
  return toEuros(refundAfterCancelling(payments, totalAfter));
};

/**
 * The order's actions: those of the order machine's table that fit this order (how its books reach
 * the customer, the shop's flags), each enabled only when the API's `allowedActions` has it; line
 * actions also need ticked lines that allow them. The console works out no rule of its own.
 */
export const DocumentActions = ({ document, selected, run, pending }: ActionsProps) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const allowed = (action: TDocumentAction) => document.allowedActions.includes(action);
  const ticked = document.items.filter((item) => selected.includes(item.id));
  const lineAction = (action: 'ShippItems' | 'CancelItems') =>
    allowed(action) && ticked.length > 0 && ticked.every((item) => item.allowedActions.includes(action));
  const base = { id: document.id, version: document.version };
  const hint = (action: TDocumentAction, lineAction?: boolean) =>
    !allowed(action)
      ? t('documents.actionNotAllowed')
      : lineAction === false
        ? t('documents.selectLines')
        : undefined;
  const button = (
    action: TDocumentAction,
    label: string,
    enabled: boolean,
    onClick: () => void,
    testId: string,
    reason: string | undefined,
    color?: string,
  ): ReactNode => (
    <Tooltip label={reason ?? ''} disabled={enabled || !reason} key={action}>
      <span>
        <Button
          size="sm"
          variant={color ? 'light' : 'filled'}
          color={color}
          disabled={!enabled || pending}
          onClick={onClick}
          data-testid={testId}
        >
          {label}
        </Button>
      </span>
    </Tooltip>
  );
  const fits = (action: TDocumentAction) =>
    actionFits(
      action,
      { type: document.documentType, shippingMethod: document.shippingMethod },
      client.features,
    );
  if (!BUTTONS.some(fits)) return null;
  const refund = refundOf(document, ticked);

  return (
    <Paper withBorder p="sm" data-testid="document-actions">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('documents.actionsTitle')}
        </Title>
        <Group gap="xs" wrap="wrap">
          {fits('ValidatePayment') &&
            button(
              'ValidatePayment',
              t('documents.validatePayment'),
              allowed('ValidatePayment'),
              () => setDialog('validatePayment'),
              'action-validate-payment',
              hint('ValidatePayment'),
            )}
          {fits('ShippItems') &&
            button(
              'ShippItems',
              ticked.length > 0
                ? t('documents.shippItems', { count: ticked.length })
                : t('documents.shippItemsNone'),
              lineAction('ShippItems'),
              () => setDialog('shippItems'),
              'action-ship',
              hint('ShippItems', lineAction('ShippItems')),
            )}
          {fits('NotifyPicking') &&
            button(
              'NotifyPicking',
              t('documents.notifyPicking'),
              allowed('NotifyPicking'),
              () => void run({ action: 'notifyPicking', body: base }, t('documents.confirmNotifyPicking')),
              'action-notify-picking',
              hint('NotifyPicking'),
            )}
          {fits('ValidatePicking') &&
            button(
              'ValidatePicking',
              t('documents.validatePicking'),
              allowed('ValidatePicking'),
              () =>
                void run({ action: 'validatePicking', body: base }, t('documents.confirmValidatePicking')),
              'action-validate-picking',
              hint('ValidatePicking'),
            )}
          {fits('CancelItems') &&
            button(
              'CancelItems',
              ticked.length > 0
                ? t('documents.cancelItems', { count: ticked.length })
                : t('documents.cancelItemsNone'),
              lineAction('CancelItems'),
              () => setDialog('cancelItems'),
              'action-cancel',
              hint('CancelItems', lineAction('CancelItems')),
              'red',
            )}
        </Group>
      </Stack>

      <ActionDialog
        opened={dialog === 'validatePayment'}
        onClose={() => setDialog(null)}
        title={t('documents.validatePayment')}
        intro={t('documents.confirmValidatePayment', { total: formatPrice(document.total) })}
        fields={[{ name: 'reference', label: t('documents.reference') }]}
        check={(values) => ZValidatePayment.safeParse({ ...base, reference: values.reference || null })}
        onSubmit={(values) =>
          run(
            { action: 'validatePayment', body: { ...base, reference: values.reference || null } },
            t('documents.confirmValidatePayment', { total: formatPrice(document.total) }),
          )
        }
        testId="validate-payment-dialog"
      />
      <ActionDialog
        opened={dialog === 'shippItems'}
        onClose={() => setDialog(null)}
        title={t('documents.shippItems', { count: ticked.length })}
        intro={t('documents.confirmShippItems', { count: ticked.length })}
        fields={[
          { name: 'carrier', label: t('documents.carrier'), required: true },
          { name: 'trackingNumber', label: t('documents.trackingNumber'), required: true },
        ]}
        check={(values) => ZShippItems.safeParse({ ...base, itemIds: selected, ...values })}
        onSubmit={(values) =>
          run(
            {
              action: 'shippItems',
              body: {
                ...base,
                itemIds: selected,
                carrier: values.carrier ?? '',
                trackingNumber: values.trackingNumber ?? '',
              },
            },
            t('documents.confirmShippItems', { count: ticked.length }),
          )
        }
        testId="ship-dialog"
      />
      <ActionDialog
        opened={dialog === 'cancelItems'}
        onClose={() => setDialog(null)}
        title={t('documents.cancelItems', { count: ticked.length })}
        intro={`${t('documents.confirmCancelItems', { count: ticked.length })}${
          refund > 0 ? ` ${t('documents.refundEstimate', { amount: formatPrice(refund) })}` : ''
        }`}
        fields={[{ name: 'reason', label: t('documents.reason'), multiline: true }]}
        check={(values) =>
          ZCancelItems.safeParse({ ...base, itemIds: selected, reason: values.reason || null })
        }
        onSubmit={(values) =>
          run(
            { action: 'cancelItems', body: { ...base, itemIds: selected, reason: values.reason || null } },
            `${t('documents.confirmCancelItems', { count: ticked.length })}${
              refund > 0 ? ` ${t('documents.refundEstimate', { amount: formatPrice(refund) })}` : ''
            }`,
          )
        }
        danger
        testId="cancel-dialog"
      />
    </Paper>
  );
};

interface DialogField {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}

/** An action's few fields, checked by the contract's schema (errors at the field), then run. */
const ActionDialog = (props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  fields: DialogField[];
  check: (values: Record<string, string>) => { success: boolean; error?: { issues: unknown[] } | undefined };
  /** Runs the action; true once done. */
  onSubmit: (values: Record<string, string>) => Promise<boolean>;
  danger?: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A field never typed in is empty, and says so as such.
    const typed = Object.fromEntries(props.fields.map((field) => [field.name, values[field.name] ?? '']));
    const parsed = props.check(typed);
    if (!parsed.success) {
      setErrors(
        fieldErrorsOf((parsed.error?.issues ?? []) as Parameters<typeof fieldErrorsOf>[0], currentLocale()),
      );
      return;
    }
    setErrors({});
    // The dialog gives way to "Are you sure ?" and to what follows (a 409 and its reload); what was
    // typed stays for another try until the action is done.
    props.onClose();
    if (await props.onSubmit(typed)) setValues({});
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid={props.testId}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{props.intro}</Text>
          {props.fields.map((field) => {
            const common = {
              label: field.label,
              required: field.required ?? false,
              name: field.name,
              value: values[field.name] ?? '',
              error: errors[field.name],
              onChange: (event: { currentTarget: { value: string } }) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [field.name]: value }));
              },
            };
            return field.multiline ? (
              <Textarea key={field.name} {...common} autosize minRows={2} />
            ) : (
              <TextInput key={field.name} {...common} />
            );
          })}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={props.danger ? 'red.9' : undefined}
              data-testid={`${props.testId}-submit`}
            >
              {props.title}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
