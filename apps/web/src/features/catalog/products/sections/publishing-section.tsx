import { onixAudiences, onixPublishingStatuses } from '@colophon/contract';
import { Paper, SimpleGrid, Stack, TagsInput } from '@mantine/core';
import { CodeMultiSelect, CodeSelect } from '@/components/form/code-select.tsx';
import { DateField } from '@/components/form/date-fields.tsx';
import { ContributorsInput } from '@/features/catalog/products/components/contributors-input.tsx';
import { SubjectsInput } from '@/features/catalog/products/components/subjects-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ProductSectionProps } from './product-section.tsx';

export const listFieldNames = ['publishers', 'suppliers', 'collections', 'editions', 'series'] as const;
type ListFieldName = (typeof listFieldNames)[number];

/** Contributors, publishers and the other lists, release, status, categories and classifications. */
export const PublishingSection = ({ detail, feedField }: ProductSectionProps) => {
  const { t } = useTranslation();
  const { form, field, serverError } = detail;
  const values = form.getValues();
  const listField = (name: ListFieldName) =>
    feedField(
      name,
      <TagsInput
        label={t(`catalog.product.${name}`)}
        description={t('catalog.product.tagsHint')}
        value={values[name]}
        onChange={(next) => form.setFieldValue(name, next)}
        error={serverError(name)}
        name={name}
        clearable
      />,
    );
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        {feedField(
          'authors',
          <ContributorsInput
            label={t('catalog.product.contributors')}
            value={values.authors}
            onChange={(next) => form.setFieldValue('authors', next)}
            error={serverError('authors')}
          />,
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {listField('publishers')}
          {listField('editions')}
          {listField('collections')}
          {listField('series')}
          {listField('suppliers')}
          {feedField(
            'publics',
            <CodeMultiSelect
              codes={onixAudiences}
              label={t('catalog.product.publics')}
              description={t('catalog.product.publicsHint')}
              value={values.publics}
              onChange={(next) => form.setFieldValue('publics', next)}
              error={serverError('publics')}
              name="publics"
            />,
          )}
          {feedField(
            'releaseDate',
            <DateField
              label={t('catalog.product.releaseDate')}
              {...field('releaseDate')}
              name="releaseDate"
            />,
          )}
          {feedField(
            'publishingStatus',
            <CodeSelect
              codes={onixPublishingStatuses}
              label={t('catalog.product.publishingStatus')}
              description={t('catalog.product.publishingStatusHint')}
              {...field('publishingStatus')}
              name="publishingStatus"
            />,
          )}
        </SimpleGrid>
        {feedField(
          'categories',
          <SubjectsInput
            label={t('catalog.product.categories')}
            name="categories"
            scheme="clil"
            value={values.categories}
            onChange={(next) => form.setFieldValue('categories', next)}
            error={serverError('categories')}
          />,
        )}
        {feedField(
          'classifications',
          <SubjectsInput
            label={t('catalog.product.classifications')}
            name="classifications"
            scheme="thema"
            value={values.classifications}
            onChange={(next) => form.setFieldValue('classifications', next)}
            error={serverError('classifications')}
          />,
        )}
      </Stack>
    </Paper>
  );
};
