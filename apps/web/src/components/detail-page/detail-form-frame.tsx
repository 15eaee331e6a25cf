import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys, useNetwork } from '@mantine/hooks';
import { type ReactNode, useRef } from 'react';
import { ConflictAlert, type FieldDescription } from '@/components/form/conflict-alert.tsx';
import { fieldSelector } from '@/components/form/field-selector.ts';
import { sameValue } from '@/components/form/form-diff.ts';
import { UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard.tsx';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DetailFormFrameProps<T extends Record<string, unknown>> {
  detail: DetailForm<T>;
  title: ReactNode;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** The submit button then reads "Créer" / "Create" instead of "Enregistrer" / "Save". */
  isNew?: boolean;
  /** Fetches the saved version after a 409 and ends with `detail.reset`. */
  onReload: () => unknown;
  /** Shows the delete button; the page asks "Are you sure ?" itself (see `useSimpleDetail`). */
  onDelete?: (() => void) | undefined;
  /** False keeps the 409 banner to reload or keep editing, without the comparison. */
  comparable?: boolean;
  /** What the comparison cannot read from the inputs: labels of lists, codes as words. */
  comparisonFields?: Partial<Record<keyof T & string, FieldDescription>>;
  /** Shows the fields only: no save nor delete (the user may read the entity, not change it). */
  readOnly?: boolean;
  /** Buttons of the page before the delete and save buttons. */
  actions?: ReactNode;
  /** How the save bar names a changed field; by default the label of the input named after it. */
  fieldLabels?: Partial<Record<keyof T & string, string>>;
  testId?: string;
  deleteTestId?: string;
  children: ReactNode;
}

/** The top-level fields whose value differs from the one loaded, in the form's order. */
export const changedFields = <T extends Record<string, unknown>>(initial: T, current: T): string[] =>
  Object.keys(current).filter((key) => !sameValue(initial[key], current[key]));

/** The visible label of the input named (or marked, a date picker's) `name` in the form, without the required mark. */
const labelInForm = (form: HTMLFormElement | null, name: string) => {
  const input = form?.querySelector<HTMLInputElement>(fieldSelector(name));
  const label = input?.labels?.[0]?.textContent ?? input?.getAttribute('aria-label');
  return label?.replace(/\s*\*\s*$/, '').trim() || undefined;
};

/**
 * The frame of every detail form: the unsaved-changes guard, the heading with the page's own actions,
 * the 409 banner (and its comparison), the fields, then the save bar. The bar sits after the fields
 * (the tab order reaches them first); from the first change it stays in view at the bottom, names
 * what changed and offers Discard and Save; Save waits for a change; Ctrl+S (⌘S) saves.
 */
export const DetailFormFrame = <T extends Record<string, unknown>>(props: DetailFormFrameProps<T>) => {
  const { t } = useTranslation();
  const { detail, comparable = true } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const { online } = useNetwork();
  const dirty = detail.isDirty();
  const changed = dirty ? changedFields(detail.form.getInitialValues(), detail.form.getValues()) : [];
  const canSave = Boolean(props.isNew) || changed.length > 0;
  const names = changed.map(
    (path) => props.fieldLabels?.[path as keyof T & string] ?? labelInForm(formRef.current, path) ?? path,
  );
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (canSave && !props.saving) formRef.current?.requestSubmit();
        },
      ],
    ],
    [],
  );
  const showBar = changed.length > 0;

  return (
    <form ref={formRef} onSubmit={props.onSubmit} noValidate data-testid={props.testId}>
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
      <PageHeader title={props.title}>{props.actions}</PageHeader>
      <Stack gap="md">
        {comparable ? (
          <ConflictAlert detail={detail} onReload={props.onReload} fields={props.comparisonFields} />
        ) : (
          detail.conflict && (
            <ConflictAlert onReload={() => void props.onReload()} onKeep={detail.dismissConflict} />
          )
        )}
        {props.children}
        {!props.readOnly && (
          <Paper
            withBorder
            shadow={showBar ? 'md' : undefined}
            p="sm"
            className="colophon-save-bar"
            data-dirty={showBar || undefined}
            data-testid="form-actions"
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm">
                {props.onDelete && (
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={props.onDelete}
                    data-testid={props.deleteTestId}
                  >
                    {t('common.delete')}
                  </Button>
                )}
              </Group>
              <Group gap="sm" wrap="wrap" justify="flex-end" style={{ flex: 1 }}>
                {showBar && (
                  <Text size="sm" role="status" data-testid="save-bar" style={{ flex: 1, minWidth: 160 }}>
                    {t('common.unsavedChanges', { count: names.length, fields: names.join(', ') })}
                  </Text>
                )}
                {!online && (
                  <Text size="sm" c="orange.9" role="status" data-testid="offline">
                    {t(props.saving ? 'common.offlineWaiting' : 'common.offline')}
                  </Text>
                )}
                {showBar && !props.isNew && (
                  <Button
                    variant="default"
                    onClick={() => detail.reset(detail.form.getInitialValues())}
                    data-testid="discard"
                  >
                    {t('common.discard')}
                  </Button>
                )}
                <Button
                  type="submit"
                  loading={props.saving}
                  disabled={!canSave}
                  data-testid="save"
                  title={t('common.saveShortcut')}
                >
                  {props.isNew ? t('common.create') : t('common.save')}
                </Button>
              </Group>
            </Group>
          </Paper>
        )}
      </Stack>
    </form>
  );
};
