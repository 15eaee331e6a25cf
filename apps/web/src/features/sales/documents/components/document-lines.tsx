import { Badge, Checkbox, Paper, Table, Text, Title } from '@mantine/core';
import { itemStatusColor, itemStatusLabel } from '@/features/sales/documents/document-labels.ts';
import type { DocumentProps } from '@/features/sales/documents/document-types.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatNumber, formatPrice } from '@/lib/format.ts';
import { ScrollRegion } from './scroll-region.tsx';

/** A VAT rate as the law writes it: 5,5 %, 20 % (a percentage without decimals would say 6 %). */
const vat = (rate: number, locale: 'fr' | 'en') => `${formatNumber(Math.round(rate * 1000) / 10, locale)} %`;

/** The lines with their statuses, the line selection the actions use, and the totals by VAT rate. */
export const DocumentLines = ({
  document,
  selected,
  onSelect,
}: DocumentProps & { selected: number[]; onSelect: (ids: number[]) => void }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const selectable = document.items.filter((item) => item.allowedActions.length > 0);
  const allTicked = selectable.length > 0 && selectable.every((item) => selected.includes(item.id));
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((other) => other !== id));
  const total = (label: string, value: string, testId?: string, strong = false) => (
    <Table.Tr>
      <Table.Td colSpan={7} ta="right" fw={strong ? 700 : 400}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : 400} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Table.Td>
      <Table.Td />
    </Table.Tr>
  );
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        {t('documents.lines')}
      </Title>
      <ScrollRegion label={t('documents.lines')}>
        <Table verticalSpacing="xs" fz="sm" data-testid="document-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                {document.documentType === 'Order' && (
                  <Checkbox
                    aria-label={t('documents.selectLines')}
                    checked={allTicked}
                    indeterminate={!allTicked && selected.length > 0}
                    disabled={selectable.length === 0}
                    onChange={(event) =>
                      onSelect(event.currentTarget.checked ? selectable.map((item) => item.id) : [])
                    }
                  />
                )}
              </Table.Th>
              <Table.Th>{t('documents.title')}</Table.Th>
              <Table.Th>{t('documents.ean')}</Table.Th>
              <Table.Th ta="right">{t('documents.quantity')}</Table.Th>
              <Table.Th ta="right">{t('documents.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('documents.taxRate')}</Table.Th>
              <Table.Th ta="right">{t('documents.discount')}</Table.Th>
              <Table.Th ta="right">{t('documents.lineTotal')}</Table.Th>
              <Table.Th>{t('documents.lineStatus')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {document.items.map((item) => (
              <Table.Tr key={item.id} data-testid="document-line" data-line={item.id}>
                <Table.Td>
                  {document.documentType === 'Order' && (
                    <Checkbox
                      aria-label={t('documents.selectLine', { title: item.title })}
                      checked={selected.includes(item.id)}
                      disabled={item.allowedActions.length === 0}
                      onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                      data-testid="line-select"
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" td={item.status === 'Cancelled' ? 'line-through' : undefined}>
                    {item.title}
                  </Text>
                  {item.secondHand && (
                    <Badge size="xs" variant="outline" color="teal">
                      {message('secondHandMention')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ff="monospace">{item.ean}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(item.unitPrice)}
                </Table.Td>
                <Table.Td ta="right">{vat(item.taxRate, locale)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {item.discount ? formatPrice(item.discount) : ''}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(item.total)}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="dot"
                    color={itemStatusColor[item.status]}
                    miw="max-content"
                    data-testid="line-status"
                  >
                    {itemStatusLabel(item.status)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {total(t('documents.itemsTotal'), formatPrice(document.itemsTotal))}
            {total(t('documents.shippingCost'), formatPrice(document.shippingCost), 'shipping-cost')}
            {document.discountTotal > 0 &&
              total(t('documents.discountTotal'), `− ${formatPrice(document.discountTotal)}`)}
            {total(t('documents.totalNoTax'), formatPrice(document.totalNoTax))}
            {document.taxes.map((tax) => (
              <Table.Tr key={tax.rate}>
                <Table.Td colSpan={7} ta="right">
                  {t('documents.taxLine', { rate: vat(tax.rate, locale), base: formatPrice(tax.base) })}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(tax.tax)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
            {total(t('documents.total'), formatPrice(document.total), 'document-total', true)}
            {document.refunded > 0 &&
              total(t('documents.refunded'), formatPrice(document.refunded), 'document-refunded')}
          </Table.Tfoot>
        </Table>
      </ScrollRegion>
    </Paper>
  );
};
