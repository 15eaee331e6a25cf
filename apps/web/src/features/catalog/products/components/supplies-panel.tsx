import type { TProduct, TSupplyKind } from '@colophon/contract';
import { Alert, Box, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateField } from '@/components/form/date-fields.tsx';
import { suppliesQueryOptions, useRecordSupply } from '@/features/catalog/products/api/supplies.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-error.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';

/** The API's message for a field of the form, if it refused one. */
const fieldError = (error: unknown, name: string) =>
  error instanceof ApiError
    ? error.result?.propertiesErrorMessages.find((entry) => entry.propertyName === name)?.errorMessage
    : undefined;

/**
 * A product's supply history (initial stock, receptions, corrections), what the Loi Lang reads from
 * it, and the form that records one more entry. The product answered takes the form's place (its
 * new version and stock) through `onRecorded`.
 */
export const SuppliesPanel = ({
  product,
  readOnly,
  onRecorded,
}: {
  product: TProduct;
  readOnly: boolean;
  onRecorded: (product: TProduct) => void;
}) => {
  const { t } = useTranslation();
  const history = useQuery(suppliesQueryOptions(product.id));
  const record = useRecordSupply(product.id, onRecorded);
  const entries = history.data ?? [];
  const [kind, setKind] = useState<TSupplyKind>('reception');
  const [quantity, setQuantity] = useState<number | string>('');
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const kinds = (
    entries.length === 0 ? ['initial', 'reception', 'correction'] : ['reception', 'correction']
  ) as TSupplyKind[];

  const submit = async () => {
    try {
      await record.mutateAsync({
        productId: product.id,
        version: product.version,
        kind,
        quantity: Number(quantity),
        suppliedOn: kind === 'correction' || day === '' ? null : day,
        note: note.trim() || null,
      });
      setQuantity('');
      setDay('');
      setNote('');
      if (kind === 'initial') setKind('reception');
    } catch {
      // The fields say why (or the toast, for a version that moved on).
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" data-testid="law-status">
        {product.lastSupplyDate
          ? t('catalog.supplies.lastSupply', { date: formatDate(product.lastSupplyDate) })
          : t('catalog.supplies.noSupply')}
        {' · '}
        {product.isNewBook ? t('catalog.supplies.newBook') : t('catalog.supplies.notNewBook')}
      </Text>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalog.supplies.none')}
        </Text>
      ) : (
        // A region the keyboard reaches, so that a narrow screen can scroll the table too.
        <Box
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('catalog.supplies.title')}
        >
          <Table withTableBorder striped fz="sm" miw={560} data-testid="supplies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.supplies.day')}</Table.Th>
                <Table.Th>{t('catalog.supplies.kind')}</Table.Th>
                <Table.Th ta="right">{t('catalog.supplies.quantity')}</Table.Th>
                <Table.Th ta="right">{t('catalog.supplies.stockAfter')}</Table.Th>
                <Table.Th>{t('catalog.supplies.recorded')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="supply">
                  <Table.Td>{formatDate(entry.suppliedOn)}</Table.Td>
                  <Table.Td>
                    {t(`catalog.supplies.kinds.${entry.kind}`)}
                    {entry.note ? ` — ${entry.note}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">{entry.quantity > 0 ? `+${entry.quantity}` : entry.quantity}</Table.Td>
                  <Table.Td ta="right">{entry.stockAfter}</Table.Td>
                  <Table.Td>
                    {t('catalog.supplies.recordedBy', {
                      date: formatDateTime(entry.recordedAt),
                      user: entry.recordedBy ?? '—',
                    })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {!readOnly && (
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Group align="flex-start" gap="sm" grow>
            <Select
              label={t('catalog.supplies.kind')}
              data={kinds.map((value) => ({ value, label: t(`catalog.supplies.kinds.${value}`) }))}
              value={kind}
              onChange={(value) => value && setKind(value as TSupplyKind)}
              allowDeselect={false}
              data-testid="supply-kind"
            />
            <NumberInput
              label={t('catalog.supplies.quantity')}
              description={kind === 'correction' ? t('catalog.supplies.correctionHint') : undefined}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              error={fieldError(record.error, 'quantity')}
              name="supplyQuantity"
            />
            <DateField
              label={t('catalog.supplies.day')}
              description={t(
                kind === 'correction' ? 'catalog.supplies.todayOnly' : 'catalog.supplies.dayHint',
              )}
              disabled={kind === 'correction'}
              value={day}
              onChange={setDay}
              error={fieldError(record.error, 'suppliedOn')}
              name="suppliedOn"
            />
          </Group>
          <TextInput
            label={t('catalog.supplies.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            name="supplyNote"
          />
          {fieldError(record.error, 'kind') && (
            <Alert color="red" variant="light">
              {fieldError(record.error, 'kind')}
            </Alert>
          )}
          <Group>
            <Button
              variant="default"
              onClick={() => void submit()}
              loading={record.isPending}
              disabled={quantity === '' || Number(quantity) === 0}
              data-testid="record-supply"
            >
              {t('catalog.supplies.record')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
};
