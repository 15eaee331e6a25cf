import { BOOK_TAX_RATE, isEbookForm, priceNoTaxCents, toCents, toEuros } from '@colophon/contract';
import { NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PriceInput, VatRateSelect } from '@/components/form/price-input.tsx';
import { availabilitiesQueryOptions } from '@/features/catalog/products/api/get-product-options.ts';
import { PublisherPricesPanel } from '@/features/catalog/products/components/publisher-prices-panel.tsx';
import { SuppliesPanel } from '@/features/catalog/products/components/supplies-panel.tsx';
import type { ProductValues } from '@/features/catalog/products/product-form.ts';
import { availabilityDescription } from '@/features/catalog/shared/availability.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPrice } from '@/lib/format.ts';
import type { ProductSectionProps } from './product-section.tsx';

/**
 * Prices (the one without tax kept in step), tax rate, availability and stock; then the publisher's
 * prices and the supply history the book laws read.
 */
export const PricesSection = ({
  detail: { form, field },
  feedField,
  product,
  readOnly,
  adopt,
}: ProductSectionProps) => {
  const { t } = useTranslation();
  const availabilities = useQuery(availabilitiesQueryOptions());
  /** Keeps the price without tax in step with the price with tax and the rate, as the API would. */
  const setPrice = (patch: Partial<Pick<ProductValues, 'priceWithTax' | 'taxRate'>>) => {
    const next = { ...form.getValues(), ...patch };
    for (const [name, value] of Object.entries(patch)) form.setFieldValue(name, value as never);
    const withTax = next.priceWithTax === '' ? null : Number(next.priceWithTax);
    const rate = next.taxRate === '' ? BOOK_TAX_RATE : Number(next.taxRate) / 100;
    if (withTax !== null && Number.isFinite(withTax) && Number.isFinite(rate))
      form.setFieldValue('priceNoTax', toEuros(priceNoTaxCents(toCents(withTax), rate)));
  };
  const fixedPrice =
    product?.priceFixedByLaw && product.publisherPrice !== null
      ? message(isEbookForm(product.productForm) ? 'publisherPriceEbook' : 'publisherPriceNewBook', {
          price: formatPrice(product.publisherPrice),
        })
      : undefined;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {feedField(
            'priceWithTax',
            <PriceInput
              label={t('catalog.product.priceWithTax')}
              {...field('priceWithTax')}
              onChange={(value) => setPrice({ priceWithTax: value })}
              // The law sells a new book or an ebook at its publisher's price: the field says so, and why.
              {...(fixedPrice ? { readOnly: true, variant: 'filled', description: fixedPrice } : {})}
              name="priceWithTax"
            />,
          )}
          <PriceInput
            label={t('catalog.product.priceNoTax')}
            description={t('catalog.product.priceNoTaxHint')}
            {...field('priceNoTax')}
            // Derived from the price with tax and the rate, never typed.
            readOnly
            variant="filled"
            name="priceNoTax"
          />
          <VatRateSelect
            label={t('catalog.product.taxRate')}
            {...field('taxRate')}
            value={form.getValues().taxRate}
            onChange={(percent) => setPrice({ taxRate: percent })}
            name="taxRate"
          />
          {feedField(
            'availability',
            <Select
              label={t('catalog.product.availability')}
              data={(availabilities.data ?? []).map((availability) => ({
                value: availability.code,
                label: `${availability.label} — ${availabilityDescription(availability.code)}`,
              }))}
              searchable
              clearable
              {...field('availability')}
              name="availability"
            />,
          )}
          <NumberInput
            label={t('catalog.product.stock')}
            description={product ? t('catalog.product.stockHint') : undefined}
            min={0}
            allowDecimal={false}
            {...field('stock')}
            name="stock"
          />
        </SimpleGrid>
      </Paper>
      {product && (
        <Paper withBorder p="md" component="section" aria-labelledby="publisher-prices-title">
          <Text fw={600} mb="sm" id="publisher-prices-title" component="h2" size="md">
            {t('catalog.publisherPrices.title')}
          </Text>
          <PublisherPricesPanel product={product} />
        </Paper>
      )}
      {product && (
        <Paper withBorder p="md" component="section" aria-labelledby="supplies-title">
          <Text fw={600} mb="sm" id="supplies-title" component="h2" size="md">
            {t('catalog.supplies.title')}
          </Text>
          <SuppliesPanel product={product} readOnly={readOnly} onRecorded={adopt} />
        </Paper>
      )}
    </Stack>
  );
};
