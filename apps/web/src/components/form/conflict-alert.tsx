import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format.ts';
import { fieldSelector } from './field-selector.ts';
import { type FieldDifference, formatFormValue } from './form-diff.ts';
import type { DetailForm } from './use-detail-form.ts';

type Values = Record<string, unknown>;

/** How the comparison names and shows a field, when the form's own label and the generic format are not enough. */
export interface FieldDescription {
  label?: string;
  format?: (value: unknown) => string;
}

type ConflictAlertProps<T extends Values> =
  | {
      /** The detail form: the alert then offers to compare, and shows the comparison. */
      detail: DetailForm<T>;
      /** The page's reload: fetches the saved version, bases the next save on it, ends with `detail.reset`. */
      onReload: () => unknown;
      fields?: Partial<Record<keyof T & string, FieldDescription>>;
      onKeep?: undefined;
    }
  | { detail?: undefined; onReload: () => void; onKeep: () => void; fields?: undefined };

/** A label's text without the required mark. */
const labelText = (label: Element) => {
  const copy = label.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.replace(/\s*\*\s*$/, '').trim() || undefined;
};

/**
 * The label the form shows for a field: the input Mantine marks with the field's path (or named after
 * it), then its `<label>`, its aria-labelledby or aria-label, or the label of its wrapper.
 */
export const labelOfField = (path: string, node: HTMLElement | null): string | undefined => {
  const input =
    node ??
    document.querySelector<HTMLElement>(fieldSelector(path)) ??
    document.querySelector<HTMLElement>(`[data-path^="${CSS.escape(path)}."]`);
  if (!input) return undefined;
  const own = 'labels' in input ? (input as HTMLInputElement).labels?.[0] : undefined;
  if (own) return labelText(own);
  const labelledBy = input.getAttribute('aria-labelledby')?.split(' ')[0];
  const byId = labelledBy ? document.getElementById(labelledBy) : null;
  if (byId) return labelText(byId);
  const ariaLabel = input.getAttribute('aria-label');
  if (ariaLabel) return ariaLabel;
  const wrapper = input.closest('.mantine-InputWrapper-root, fieldset');
  const wrapperLabel = wrapper?.querySelector('.mantine-InputWrapper-label, legend');
  return wrapperLabel ? labelText(wrapperLabel) : undefined;
};

/** One side of a compared field; the side kept reads in bold. */
const ComparedValue = ({ side, kept, text }: { side: 'mine' | 'theirs'; kept: boolean; text: string }) => (
  <Table.Td
    fw={kept ? 600 : 400}
    style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    data-testid={`comparison-${side}`}
  >
    <Text size="sm" lineClamp={6} inherit>
      {text}
    </Text>
  </Table.Td>
);

/** The comparison of a 409: for each field that differs, mine beside theirs, and which one is kept. */
const Comparison = <T extends Values>({
  detail,
  fields,
}: {
  detail: DetailForm<T>;
  fields: Partial<Record<string, FieldDescription>>;
}) => {
  const { t } = useTranslation();
  const comparison = detail.comparison;
  const locale = currentLocale();
  const formatters = {
    yes: t('common.yes'),
    no: t('common.no'),
    date: formatDate,
    dateTime: formatDateTime,
    number: (value: number) => formatNumber(value, locale),
  };
  const describe = (difference: FieldDifference) => {
    const description = fields[difference.path];
    const label =
      description?.label ?? labelOfField(difference.path, detail.form.getInputNode(difference.path as never));
    const format = description?.format ?? ((value: unknown) => formatFormValue(value, formatters));
    return { ...difference, label, format };
  };
  // A field the form does not show (a version) and only they changed is taken without a word.
  const rows = (comparison?.differences ?? [])
    .map(describe)
    .filter((row) => row.changedByMe || row.label !== undefined);
  const keepsAllMine = rows.every((row) => !row.changedByMe || comparison?.choices[row.path] === 'mine');

  return (
    <Modal
      opened={comparison !== null}
      onClose={detail.closeComparison}
      title={t('common.compareTitle')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="conflict-comparison"
    >
      <Stack gap="sm">
        <Text size="sm">{t('common.compareIntro')}</Text>
        {rows.length === 0 ? (
          <Text size="sm" fw={500}>
            {t('common.compareSame')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder verticalSpacing="xs" fz="sm" data-testid="comparison-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('common.compareField')}</Table.Th>
                  <Table.Th>{t('common.compareMine')}</Table.Th>
                  <Table.Th>{t('common.compareTheirs')}</Table.Th>
                  <Table.Th>{t('common.compareChoice')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const choice = comparison?.choices[row.path] ?? 'mine';
                  const label = row.label ?? row.path;
                  return (
                    <Table.Tr key={row.path} data-field={row.path} data-choice={choice}>
                      <Table.Td fw={600}>
                        {label}
                        {!row.changedByMe && (
                          <Text size="xs" c="dimmed" fw={400}>
                            {t('common.compareOnlyTheirs')}
                          </Text>
                        )}
                      </Table.Td>
                      <ComparedValue side="mine" kept={choice === 'mine'} text={row.format(row.mine)} />
                      <ComparedValue side="theirs" kept={choice === 'theirs'} text={row.format(row.theirs)} />
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <Badge variant="dot" color={choice === 'mine' ? 'blue' : 'green'} size="sm">
                            {choice === 'mine' ? t('common.compareKeptMine') : t('common.compareKeptTheirs')}
                          </Badge>
                          {choice === 'mine' ? (
                            <Button
                              size="compact-xs"
                              variant="default"
                              onClick={() => detail.choose('theirs', row.path)}
                              aria-label={t('common.compareTakeTheirsOf', { field: label })}
                              data-testid="take-theirs"
                            >
                              {t('common.compareTakeTheirs')}
                            </Button>
                          ) : (
                            <Button
                              size="compact-xs"
                              variant="default"
                              onClick={() => detail.choose('mine', row.path)}
                              aria-label={t('common.compareTakeMineOf', { field: label })}
                              data-testid="take-mine"
                            >
                              {t('common.compareTakeMine')}
                            </Button>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            onClick={() => {
              detail.choose('theirs');
              detail.closeComparison();
            }}
            data-testid="take-all-theirs"
          >
            {t('common.compareTakeAll')}
          </Button>
          <Button onClick={detail.closeComparison} data-testid="keep-mine">
            {keepsAllMine ? t('common.compareKeepMine') : t('common.compareApply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/**
 * A 409 on save: someone else changed the record. Reload their version, keep editing, or (given the
 * detail form) compare: the saved version is loaded, what I typed stays on top of it, and a table
 * shows each field that differs, to take theirs field by field or all at once. Saving then sends the
 * new version. Rendered unconditionally when given the form: it shows itself when there is something.
 */
export const ConflictAlert = <T extends Values>(props: ConflictAlertProps<T>) => {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const { detail, onReload } = props;
  if (detail && !detail.conflict && !detail.comparison) return null;
  const compare = async () => {
    if (!detail) return;
    setComparing(true);
    await detail.compare(onReload);
    setComparing(false);
  };
  return (
    <>
      {(!detail || detail.conflict) && (
        <Alert
          color="orange"
          variant="light"
          title={t('common.conflictTitle')}
          role="alert"
          // Orange text on the orange tint stays under 4.5:1 (WCAG AA): the title is in the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="conflict"
        >
          <Text size="sm" mb="sm">
            {message('conflict')}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => void onReload()} data-testid="conflict-reload">
              {t('common.conflictReload')}
            </Button>
            {detail && (
              <Button
                size="xs"
                variant="default"
                onClick={() => void compare()}
                loading={comparing}
                data-testid="conflict-compare"
              >
                {t('common.conflictCompare')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={detail ? detail.dismissConflict : props.onKeep}>
              {t('common.conflictKeep')}
            </Button>
          </Group>
        </Alert>
      )}
      {detail && <Comparison detail={detail} fields={props.fields ?? {}} />}
    </>
  );
};
