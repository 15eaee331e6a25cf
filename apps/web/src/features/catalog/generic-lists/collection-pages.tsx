import '@/i18n/areas/catalog.ts';
import { type TCollection, ZCollectionCreate, ZCollectionUpdate } from '@colophon/contract';
import { Paper, Stack, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { BooksOf } from '@/features/catalog/shared/books-of.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { listQuery } from '@/lib/search.ts';
import { collectionQueryOptions, useGenericList } from './api/generic-lists.ts';
import { useDeleteGenericListItems, useSaveCollection } from './api/save-generic-list-item.ts';
import { namedItemColumns } from './components/generic-list-columns.ts';
import { HtmlTextarea } from './components/html-textarea.tsx';

const listRoute = getRouteApi('/_app/catalog/collection');
const detailRoute = getRouteApi('/_app/catalog/collection/detail');

/** /catalog/collection: the publishers' collections, with the number of products in each. */
export const CollectionListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const collections = useGenericList({ kind: 'Collection', ...listQuery(search) });
  const remove = useDeleteGenericListItems('Collection');
  const publisher = {
    accessor: 'publisher',
    title: t('catalog.collection.publisher'),
    sortable: true,
    toggleable: true,
    csv: (row: TCollection) => row.publisher,
  };
  return (
    <SimpleListPage
      title={t('screens.catalogCollection')}
      detail="/catalog/collection/detail"
      newButton={{ label: t('catalog.collection.new'), testId: 'new-collection' }}
      listKey="collections"
      csvFileName="collections"
      columns={namedItemColumns<TCollection>(t, t('catalog.collection.name'), [publisher])}
      query={collections}
      remove={remove}
      search={search}
      navigate={navigate}
    />
  );
};

const valuesOf = (collection: TCollection | undefined) => ({
  name: collection?.name ?? '',
  publisher: collection?.publisher ?? '',
  description: collection?.description ?? '',
});
const toBody = (values: ReturnType<typeof valuesOf>) => ({
  name: values.name,
  publisher: values.publisher.trim() || null,
  description: values.description.trim() || null,
});

/** /catalog/collection/detail: a publisher's collection: name, publisher, description; `?id=` edits, none creates. */
export const CollectionDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={collectionQueryOptions}
    form={(collection) => <CollectionForm collection={collection} />}
  />
);

const CollectionForm = ({ collection }: { collection: TCollection | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: collection,
    schemas: { create: ZCollectionCreate, update: ZCollectionUpdate },
    valuesOf,
    toBody,
    query: collectionQueryOptions,
    save: useSaveCollection(),
    remove: useDeleteGenericListItems('Collection'),
    onCreated: (id) => navigate({ to: '/catalog/collection/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/catalog/collection' }),
  });
  const { field } = detail;
  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('catalog.collection.new')}
      testId="collection-form"
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput label={t('catalog.collection.name')} required {...field('name')} name="name" />
          <TextInput label={t('catalog.collection.publisher')} {...field('publisher')} name="publisher" />
          <HtmlTextarea
            label={t('catalog.collection.description')}
            {...field('description')}
            name="description"
          />
        </Stack>
      </Paper>
      {current && <BooksOf filter={{ collection: current.name }} all={{ collection: current.name }} />}
    </DetailFormFrame>
  );
};
