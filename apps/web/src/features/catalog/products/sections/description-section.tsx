import { NumberInput, Paper, SimpleGrid, Textarea } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ProductSectionProps } from './product-section.tsx';

/** The summary shown on the site. */
export const DescriptionSection = ({ detail: { field }, feedField }: ProductSectionProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      {feedField(
        'summary',
        <Textarea
          label={t('catalog.product.summary')}
          description={t('catalog.product.summaryHint')}
          autosize
          minRows={8}
          maxRows={24}
          {...field('summary')}
          name="summary"
        />,
      )}
    </Paper>
  );
};

/** Pages, weight and dimensions. */
export const MeasuresSection = ({ detail: { field }, feedField }: ProductSectionProps) => {
  const { t } = useTranslation();
  const measure = (name: 'pages' | 'weight' | 'height' | 'width' | 'thickness') =>
    feedField(
      name,
      <NumberInput
        label={t(`catalog.product.${name}`)}
        min={0}
        allowDecimal={false}
        suffix={name === 'pages' ? undefined : name === 'weight' ? ' g' : ' mm'}
        {...field(name)}
        name={name}
      />,
    );
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="sm">
        {measure('pages')}
        {measure('weight')}
        {measure('height')}
        {measure('width')}
        {measure('thickness')}
      </SimpleGrid>
    </Paper>
  );
};
