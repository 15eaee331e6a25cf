import { variationTypes } from '@colophon/contract';
import { Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { variationTypesQueryOptions } from '@/features/catalog/products/api/get-product-options.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ProductSectionProps } from './product-section.tsx';

/** The kind and value of variation that ties the product to the others of its work. */
export const VariationsSection = ({ detail: { field } }: ProductSectionProps) => {
  const { t } = useTranslation();
  const variationOptions = useQuery(variationTypesQueryOptions());
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" mb="sm">
        {t('catalog.product.variationsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('catalog.product.variationType')}
          data={(variationOptions.data ?? variationTypes.map((id) => ({ id, label: id }))).map((option) => ({
            value: option.id,
            label: option.label,
          }))}
          clearable
          {...field('variationType')}
          name="variationType"
        />
        <TextInput
          label={t('catalog.product.variationValue')}
          {...field('variationValue')}
          name="variationValue"
        />
      </SimpleGrid>
    </Paper>
  );
};
