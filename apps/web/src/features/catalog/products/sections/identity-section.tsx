import { isoLanguages, onixProductForms } from '@colophon/contract';
import { Checkbox, Group, Paper, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { CodeSelect } from '@/components/form/code-select.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ProductSectionProps } from './product-section.tsx';

/** EAN, title, form and language, and the shop's switches (shown on the site, signed, second-hand). */
export const IdentitySection = ({ detail: { field }, product, feedField }: ProductSectionProps) => {
  const { t } = useTranslation();
  const fromFeed = Boolean(product?.feed);
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('catalog.product.ean')}
          description={fromFeed ? t('catalog.product.eanFixed') : t('catalog.product.eanHint')}
          required
          readOnly={fromFeed}
          inputMode="numeric"
          {...field('ean')}
          name="ean"
        />
        <TextInput
          label={t('catalog.product.subEan')}
          inputMode="numeric"
          {...field('subEan')}
          name="subEan"
        />
        {feedField(
          'title',
          <TextInput label={t('catalog.product.title')} required {...field('title')} name="title" />,
        )}
        {feedField(
          'subtitle',
          <TextInput label={t('catalog.product.subtitle')} {...field('subtitle')} name="subtitle" />,
        )}
        {feedField(
          'productForm',
          <CodeSelect
            codes={onixProductForms}
            label={t('catalog.product.productForm')}
            description={t('catalog.product.productFormHint')}
            {...field('productForm')}
            name="productForm"
          />,
        )}
        {feedField(
          'language',
          <CodeSelect
            codes={isoLanguages}
            label={t('catalog.product.language')}
            description={t('catalog.product.languageHint')}
            {...field('language')}
            name="language"
          />,
        )}
      </SimpleGrid>
      <Group mt="md" gap="xl">
        <Switch
          label={t('catalog.product.isVisible')}
          {...field('isVisible', { type: 'checkbox' })}
          name="isVisible"
        />
        <Checkbox
          label={t('catalog.product.isSigned')}
          {...field('isSigned', { type: 'checkbox' })}
          name="isSigned"
        />
        <Switch
          label={t('catalog.product.secondHand')}
          description={t('catalog.product.secondHandHint')}
          {...field('secondHand', { type: 'checkbox' })}
          name="secondHand"
        />
      </Group>
    </Paper>
  );
};
