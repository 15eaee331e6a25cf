import {
  Button,
  Group,
  Modal,
  type ModalProps,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The text of one locale among an entity's localizations. */
export const textIn = <T extends { locale: string }>(list: T[], locale: string) =>
  list.find((item) => item.locale === locale);

/** A text asked in French and in English, side by side; the first pair's French one is required. */
interface LocalizedPair<F extends string> {
  fr: F;
  en: F;
  labelFr: string;
  labelEn: string;
}

/**
 * A small entity whose texts come in French and English pairs (tags, signatures): its rows with the
 * number of posts using each, a dialog to create or edit one, and a delete after "Are you sure ?".
 */
export const LocalizedPairsPanel = <
  T extends { id: number; version: number; postsCount: number },
  F extends string,
  B,
>({
  items,
  save,
  remove,
  testIds,
  labels,
  columns,
  pairs,
  others = [],
  modalSize,
  valuesOf,
  bodyOf,
}: {
  items: T[] | undefined;
  save: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: (ids: number[]) => Promise<unknown> };
  testIds: { new: string; row: string };
  labels: { new: string; edit: string };
  /** The columns before the count of posts. */
  columns: { header: ReactNode; cell: (item: T) => ReactNode }[];
  pairs: [LocalizedPair<F>, ...LocalizedPair<F>[]];
  /** Fields under the pairs, optional. */
  others?: { name: F; label: string }[];
  modalSize?: ModalProps['size'];
  /** The dialog's values for an entity, or for a new one (null). */
  valuesOf: (item: T | null) => Record<F, string>;
  /** The body saved from the dialog's values, with the entity's id and version when it exists. */
  bodyOf: (values: Record<F, string>, item: T | null) => B;
}) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ entity: T | null } | null>(null);
  const [values, setValues] = useState<Record<F, string>>(() => valuesOf(null));
  const open = (entity: T | null) => {
    setValues(valuesOf(entity));
    setEditing({ entity });
  };
  const submit = async () => {
    await save
      .mutateAsync(bodyOf(values, editing?.entity ?? null))
      .then(() => setEditing(null))
      .catch(() => undefined);
  };
  const input = (name: F, label: string, extra: { required?: boolean; autoFocus?: boolean } = {}) => (
    <TextInput
      key={name}
      label={label}
      required={extra.required}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      name={name}
      data-autofocus={extra.autoFocus || undefined}
    />
  );
  const required = pairs[0].fr;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => open(null)} data-testid={testIds.new}>
          {labels.new}
        </Button>
      </Group>
      <Paper withBorder>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Th key={index}>{column.header}</Table.Th>
              ))}
              <Table.Th ta="right">{t('cms.tag.postsCount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items?.map((item) => (
              <Table.Tr key={item.id} data-testid={testIds.row}>
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <Table.Td key={index}>{column.cell(item)}</Table.Td>
                ))}
                <Table.Td ta="right">{item.postsCount}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => open(item)}>
                      {labels.edit}
                    </Button>
                    <Button
                      size="xs"
                      color="red.9"
                      variant="light"
                      onClick={async () => {
                        if (await confirmAction()) await remove.mutateAsync([item.id]).catch(() => undefined);
                      }}
                    >
                      {t('cms.tag.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.entity ? labels.edit : labels.new}
        size={modalSize}
      >
        <Stack>
          <SimpleGrid cols={pairs.length > 1 ? 2 : 1}>
            {pairs.flatMap((pair, index) => [
              input(pair.fr, pair.labelFr, { required: index === 0, autoFocus: index === 0 }),
              input(pair.en, pair.labelEn),
            ])}
          </SimpleGrid>
          {others.map((other) => input(other.name, other.label))}
          <Button onClick={() => void submit()} loading={save.isPending} disabled={!values[required].trim()}>
            {t('cms.tag.save')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
};
