import '@/i18n/areas/cms.ts';
import { type TCategory, type TCategoryNode, ZCategoryCreate, ZCategoryUpdate } from '@colophon/contract';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  categoryPairsQueryOptions,
  categoryQueryOptions,
  categoryTreeQueryOptions,
  useDeleteCategories,
  useSaveCategory,
} from './api/categories.ts';
import { SignaturesPanel, TagsPanel } from './tags-panels.tsx';

const listRoute = getRouteApi('/_app/cms/category');
const detailRoute = getRouteApi('/_app/cms/category/detail');

const nameOf = (category: TCategory, locale: string) =>
  category.localizations.find((item) => item.locale === locale)?.name ??
  category.localizations[0]?.name ??
  '';

/** The body that moves a category under `parentId` (at the end of its children), its texts unchanged. */
const moved = (category: TCategory, parentId: number | null) => ({
  id: category.id,
  version: category.version,
  parentId,
  position: null,
  localizations: category.localizations,
});

/** The tree: each category a row that can be dragged onto another, or onto the root. */
const CategoryTree = () => {
  const { t, i18n } = useTranslation();
  const tree = useQuery(categoryTreeQueryOptions());
  const save = useSaveCategory();
  const [dragged, setDragged] = useState<TCategoryNode | null>(null);
  const [over, setOver] = useState<number | 'root' | null>(null);
  const drop = (parentId: number | null) => {
    setOver(null);
    if (!dragged || dragged.parentId === parentId || dragged.id === parentId) return;
    void save.mutateAsync(moved(dragged, parentId)).catch(() => undefined);
    setDragged(null);
  };
  const node = (category: TCategoryNode, depth: number) => (
    <Stack key={category.id} gap={4}>
      <Paper
        withBorder
        p="xs"
        ml={depth * 28}
        draggable
        bg={over === category.id ? 'var(--mantine-color-blue-light)' : undefined}
        onDragStart={() => setDragged(category)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(category.id);
        }}
        onDragLeave={() => setOver(null)}
        onDrop={(event) => {
          event.preventDefault();
          drop(category.id);
        }}
        data-testid="category-node"
        style={{ cursor: 'grab' }}
      >
        <Group justify="space-between">
          <Link to="/cms/category/detail" search={{ id: category.id }}>
            {nameOf(category, i18n.language)}
          </Link>
          <Text size="xs" c="dimmed">
            {t('cms.category.posts', { count: category.postsCount })}
          </Text>
        </Group>
      </Paper>
      {category.children.map((child) => node(child, depth + 1))}
    </Stack>
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('cms.category.moveHint')}
      </Text>
      {tree.data?.length === 0 && <Text>{t('cms.category.empty')}</Text>}
      {tree.data?.map((root) => node(root, 0))}
      <Paper
        withBorder
        p="sm"
        style={{ borderStyle: 'dashed' }}
        bg={over === 'root' ? 'var(--mantine-color-blue-light)' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver('root');
        }}
        onDragLeave={() => setOver(null)}
        onDrop={(event) => {
          event.preventDefault();
          drop(null);
        }}
      >
        <Text size="sm" c="dimmed" ta="center">
          {t('cms.category.dropRoot')}
        </Text>
      </Paper>
    </Stack>
  );
};

/** /cms/category: the categories' tree, and the tags and signatures in their tabs. */
export const CategoryListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const tab = search.tab ?? 'categories';
  return (
    <>
      <PageHeader title={t('screens.cmsCategory')}>
        {tab === 'categories' && (
          <Button component={Link} to="/cms/category/detail" data-testid="new-category">
            {t('cms.category.new')}
          </Button>
        )}
      </PageHeader>
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({
            search: (previous) => ({ ...previous, tab: (value ?? 'categories') as typeof tab }),
          })
        }
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="categories">{t('cms.category.tabs.categories')}</Tabs.Tab>
          <Tabs.Tab value="tags">{t('cms.category.tabs.tags')}</Tabs.Tab>
          <Tabs.Tab value="signatures">{t('cms.category.tabs.signatures')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="categories">
          <CategoryTree />
        </Tabs.Panel>
        <Tabs.Panel value="tags">{tab === 'tags' && <TagsPanel />}</Tabs.Panel>
        <Tabs.Panel value="signatures">{tab === 'signatures' && <SignaturesPanel />}</Tabs.Panel>
      </Tabs>
    </>
  );
};

const valuesOf = (category: TCategory | undefined) => {
  const text = (locale: string) => category?.localizations.find((item) => item.locale === locale);
  return {
    parentId: category?.parentId ? String(category.parentId) : null,
    position: category?.position ?? '',
    nameFr: text('fr')?.name ?? '',
    nameEn: text('en')?.name ?? '',
    descriptionFr: text('fr')?.description ?? '',
    descriptionEn: text('en')?.description ?? '',
  };
};
type Values = ReturnType<typeof valuesOf>;
const toBody = (values: Values) => ({
  parentId: values.parentId === null ? null : Number(values.parentId),
  position: values.position === '' ? null : Number(values.position),
  localizations: [
    { locale: 'fr' as const, name: values.nameFr, description: values.descriptionFr.trim() || null },
    ...(values.nameEn.trim()
      ? [{ locale: 'en' as const, name: values.nameEn, description: values.descriptionEn.trim() || null }]
      : []),
  ],
});

/** /cms/category/detail: a category's names, descriptions and place in the tree. */
export const CategoryDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={categoryQueryOptions}
    form={(category) => <CategoryForm category={category} />}
  />
);

const CategoryForm = ({ category }: { category: TCategory | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pairs = useQuery(categoryPairsQueryOptions());
  const { detail, current, frame } = useSimpleDetail({
    entity: category,
    schemas: { create: ZCategoryCreate, update: ZCategoryUpdate },
    valuesOf,
    toBody,
    query: categoryQueryOptions,
    save: useSaveCategory(),
    remove: useDeleteCategories(),
    onCreated: (id) => navigate({ to: '/cms/category/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/cms/category' }),
  });
  const { field } = detail;
  return (
    <DetailFormFrame
      {...frame}
      title={current ? nameOf(current, 'fr') : t('cms.category.new')}
      testId="category-form"
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput label={t('cms.category.nameFr')} required {...field('nameFr')} name="nameFr" />
            <TextInput label={t('cms.category.nameEn')} {...field('nameEn')} name="nameEn" />
            <Textarea
              label={t('cms.category.descriptionFr')}
              autosize
              {...field('descriptionFr')}
              name="descriptionFr"
            />
            <Textarea
              label={t('cms.category.descriptionEn')}
              autosize
              {...field('descriptionEn')}
              name="descriptionEn"
            />
            <Select
              label={t('cms.category.parent')}
              placeholder={t('cms.category.root')}
              clearable
              searchable
              data={(pairs.data ?? [])
                .filter((pair) => pair.id !== current?.id)
                .map((pair) => ({ value: String(pair.id), label: pair.name }))}
              {...field('parentId')}
              name="parentId"
            />
            <NumberInput label={t('cms.category.position')} min={0} {...field('position')} name="position" />
          </SimpleGrid>
        </Stack>
      </Paper>
    </DetailFormFrame>
  );
};
