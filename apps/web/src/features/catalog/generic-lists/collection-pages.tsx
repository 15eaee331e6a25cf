import { type TCollection, ZCollectionCreate, ZCollectionUpdate } from '@colophon/contract';
import { Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.ts';
import { ConflictAlert } from '../../../components/form/conflict-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/form/unsaved-changes-guard.tsx';
import { useDetailForm } from '../../../components/form/use-detail-form.ts';
import { type ListColumn, ListPage } from '../../../components/list-page/list-page.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { listQuery } from '../../../lib/search.ts';
import { collectionQueryOptions, genericListQueryOptions } from './api/generic-lists.ts';
import { useDeleteGenericListItems, useSaveCollection } from './api/save-generic-list-item.ts';

const listRoute = getRouteApi('/_app/catalog/collection');
const detailRoute = getRouteApi('/_app/catalog/collection/detail');

/** /catalog/collection: the publishers' collections, with the number of products in each. */
export const CollectionListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const collections = useQuery(genericListQueryOptions({ kind: 'Collection', ...listQuery(search) }));
  const remove = useDeleteGenericListItems('Collection');
  const [selected, setSelected] = useState<TCollection[]>([]);
  const columns: ListColumn<TCollection>[] = [
    {
      accessor: 'name',
      title: t('catalog.collection.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'publisher',
      title: t('catalog.collection.publisher'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.publisher,
    },
    {
      accessor: 'productsCount',
      title: t('catalog.productsCount'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      render: (row) => formatNumber(row.productsCount),
      csv: (row) => row.productsCount,
    },
    {
      accessor: 'updatedAt',
      title: t('catalog.updatedAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.updatedAt),
      csv: (row) => formatDateTime(row.updatedAt),
    },
  ];
  const removeSelected = async () => {
    if (!(await confirmAction())) return;
    await remove.mutateAsync(selected.map((row) => row.id)).catch(() => undefined);
    setSelected([]);
  };
  return (
    <>
      <PageHeader title={t('screens.catalogCollection')}>
        <Button component={Link} to="/catalog/collection/detail" data-testid="new-collection">
          {t('catalog.collection.new')}
        </Button>
      </PageHeader>
      <ListPage<TCollection>
        listKey="collections"
        csvFileName="collections"
        columns={columns}
        records={collections.data?.items.filter((item): item is TCollection => item.kind === 'Collection')}
        totalCount={collections.data?.totalCount ?? 0}
        fetching={collections.isFetching}
        error={collections.error}
        onRetry={() => void collections.refetch()}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        onRowClick={(row) => void navigate({ to: '/catalog/collection/detail', search: { id: row.id } })}
        selection={{
          selected,
          onChange: setSelected,
          actions: (
            <Button color="red.9" size="xs" onClick={() => void removeSelected()} loading={remove.isPending}>
              {t('common.deleteSelected')}
            </Button>
          ),
        }}
      />
    </>
  );
};

interface CollectionValues extends Record<string, unknown> {
  name: string;
  publisher: string;
  description: string;
}

const valuesOf = (collection: TCollection | undefined): CollectionValues => ({
  name: collection?.name ?? '',
  publisher: collection?.publisher ?? '',
  description: collection?.description ?? '',
});
const toBody = (values: CollectionValues) => ({
  name: values.name,
  publisher: values.publisher.trim() || null,
  description: values.description.trim() || null,
});

/** /catalog/collection/detail: a publisher's collection: name, publisher, description; `?id=` edits, none creates. */
export const CollectionDetailPage = () => {
  const { id } = detailRoute.useSearch();
  return id ? <ExistingCollection id={id} /> : <CollectionForm key="new" collection={undefined} />;
};

const ExistingCollection = ({ id }: { id: number }) => {
  const collection = useSuspenseQuery(collectionQueryOptions(id)).data;
  return <CollectionForm key={id} collection={collection} />;
};

const CollectionForm = ({ collection }: { collection: TCollection | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveCollection();
  const remove = useDeleteGenericListItems('Collection');
  const [version, setVersion] = useState(collection?.version);
  const detail = useDetailForm<CollectionValues>(
    collection ? ZCollectionUpdate.omit({ id: true, version: true }) : ZCollectionCreate,
    valuesOf(collection),
    toBody,
  );
  const { field, submit } = detail;

  const onSubmit = submit(async (values) => {
    if (collection && version !== undefined) {
      const saved = await save.mutateAsync({ ...toBody(values), id: collection.id, version });
      setVersion(saved.version);
      return;
    }
    const created = await save.mutateAsync(toBody(values));
    detail.allowLeave();
    await navigate({ to: '/catalog/collection/detail', search: { id: created.id }, replace: true });
  });
  const reload = async () => {
    if (!collection) return;
    const fresh = await queryClient.fetchQuery({ ...collectionQueryOptions(collection.id), staleTime: 0 });
    setVersion(fresh.version);
    detail.reset(valuesOf(fresh));
  };
  const onDelete = async () => {
    if (!collection || !(await confirmAction())) return;
    await remove.mutateAsync([collection.id]);
    detail.allowLeave();
    await navigate({ to: '/catalog/collection' });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="collection-form">
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
      <PageHeader title={collection ? collection.name : t('catalog.collection.new')}>
        {collection && (
          <Button variant="outline" color="red.9" onClick={() => void onDelete()}>
            {t('common.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} data-testid="save">
          {collection ? t('common.save') : t('common.create')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        <ConflictAlert detail={detail} onReload={reload} />
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput label={t('catalog.collection.name')} required {...field('name')} name="name" />
            <TextInput label={t('catalog.collection.publisher')} {...field('publisher')} name="publisher" />
            <Textarea
              label={t('catalog.collection.description')}
              description={t('catalog.htmlHint')}
              autosize
              minRows={6}
              {...field('description')}
              name="description"
            />
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
};
