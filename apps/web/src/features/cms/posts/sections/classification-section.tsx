import '@/i18n/areas/cms.ts';
import { MultiSelect, Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { postOptionsQueryOptions } from '@/features/cms/posts/api/posts.ts';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The post's categories, tags, signature and related posts. */
export const ClassificationSection = ({
  detail,
  current,
  uses,
}: Pick<PostSectionProps, 'detail' | 'current' | 'uses'>) => {
  const { t } = useTranslation();
  const options = useQuery(postOptionsQueryOptions());
  const { field } = detail;
  const pairs = (list: { id: number; name: string }[] | undefined, except?: number) =>
    (list ?? [])
      .filter((item) => item.id !== except)
      .map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.classification')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {uses('categories') && (
          <MultiSelect
            label={t('cms.post.categories')}
            data={pairs(options.data?.categories)}
            searchable
            {...field('categoryIds')}
            name="categoryIds"
          />
        )}
        {uses('tags') && (
          <MultiSelect
            label={t('cms.post.tags')}
            data={pairs(options.data?.tags)}
            searchable
            {...field('tagIds')}
            name="tagIds"
          />
        )}
        {uses('signature') && (
          <Select
            label={t('cms.post.signature')}
            placeholder={t('cms.post.noSignature')}
            data={pairs(options.data?.signatures)}
            clearable
            {...field('signatureId')}
            name="signatureId"
          />
        )}
        {uses('relatedPosts') && (
          <MultiSelect
            label={t('cms.post.relatedPosts')}
            data={pairs(options.data?.posts, current?.id)}
            searchable
            {...field('relatedPostIds')}
            name="relatedPostIds"
          />
        )}
      </SimpleGrid>
    </Paper>
  );
};
