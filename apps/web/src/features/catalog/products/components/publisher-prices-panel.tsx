import type { TProduct } from '@colophon/contract';
import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { publisherPricesQueryOptions } from '@/features/catalog/products/api/supplies.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';

/** The feed's prices to come, and every publisher's price the product had, each from its day. */
export const PublisherPricesPanel = ({ product }: { product: TProduct }) => {
  const { t } = useTranslation();
  const history = useQuery(publisherPricesQueryOptions(product.id));
  const coming = product.scheduledPrices.filter((price) => price.priceWithTax !== product.publisherPrice);
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="publisher-price">
        {product.publisherPrice === null
          ? t('catalog.publisherPrices.none')
          : t('catalog.publisherPrices.current', { price: formatPrice(product.publisherPrice) })}
      </Text>
      {coming.map((price) => (
        <Text size="sm" key={`${price.from}-${price.priceWithTax}`} data-testid="scheduled-price">
          {t('catalog.publisherPrices.coming', {
            price: formatPrice(price.priceWithTax),
            date: formatDate(price.from ?? ''),
          })}
        </Text>
      ))}
      {(history.data ?? []).length > 0 && (
        <Table withTableBorder striped fz="sm" data-testid="publisher-prices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalog.publisherPrices.from')}</Table.Th>
              <Table.Th ta="right">{t('catalog.product.priceWithTax')}</Table.Th>
              <Table.Th>{t('catalog.publisherPrices.source')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(history.data ?? []).map((price) => (
              <Table.Tr key={`${price.recordedAt}-${price.priceWithTax}`}>
                <Table.Td>{formatDate(price.effectiveOn)}</Table.Td>
                <Table.Td ta="right">{formatPrice(price.priceWithTax)}</Table.Td>
                <Table.Td>
                  {t(`catalog.publisherPrices.sources.${price.source}`)}
                  {price.recordedBy ? ` (${price.recordedBy})` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};
