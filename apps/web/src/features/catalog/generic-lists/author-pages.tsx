import { type TAuthor, ZAuthorCreate, ZAuthorUpdate } from '@colophon/contract';
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
import { authorQueryOptions, genericListQueryOptions } from './api/generic-lists.ts';
import { useDeleteGenericListItems, useSaveAuthor } from './api/save-generic-list-item.ts';

const listRoute = getRouteApi('/_app/catalog/author');
const detailRoute = getRouteApi('/_app/catalog/author/detail');

/** /catalog/author: the catalogue's authors, with the number of products naming each. */
export const AuthorListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const authors = useQuery(genericListQueryOptions({ kind: 'Author', ...listQuery(search) }));
  const remove = useDeleteGenericListItems('Author');
  const [selected, setSelected] = useState<TAuthor[]>([]);
  const columns: ListColumn<TAuthor>[] = [
    {
      accessor: 'name',
      title: t('catalog.author.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
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
      <PageHeader title={t('screens.catalogAuthor')}>
        <Button component={Link} to="/catalog/author/detail" data-testid="new-author">
          {t('catalog.author.new')}
        </Button>
      </PageHeader>
      <ListPage<TAuthor>
        listKey="authors"
        csvFileName="auteurs"
        columns={columns}
        records={authors.data?.items.filter((item): item is TAuthor => item.kind === 'Author')}
        totalCount={authors.data?.totalCount ?? 0}
        fetching={authors.isFetching}
        error={authors.error}
        onRetry={() => void authors.refetch()}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        onRowClick={(row) => void navigate({ to: '/catalog/author/detail', search: { id: row.id } })}
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

interface AuthorValues extends Record<string, unknown> {
  name: string;
  biography: string;
  photoUrl: string;
}

const valuesOf = (author: TAuthor | undefined): AuthorValues => ({
  name: author?.name ?? '',
  biography: author?.biography ?? '',
  photoUrl: author?.photoUrl ?? '',
});
const toBody = (values: AuthorValues) => ({
  name: values.name,
  biography: values.biography.trim() || null,
  photoUrl: values.photoUrl.trim() || null,
});

/** /catalog/author/detail: an author's name, biography and photo; `?id=` edits, none creates. */
export const AuthorDetailPage = () => {
  const { id } = detailRoute.useSearch();
  return id ? <ExistingAuthor id={id} /> : <AuthorForm key="new" author={undefined} />;
};

const ExistingAuthor = ({ id }: { id: number }) => {
  const author = useSuspenseQuery(authorQueryOptions(id)).data;
  return <AuthorForm key={id} author={author} />;
};

const AuthorForm = ({ author }: { author: TAuthor | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveAuthor();
  const remove = useDeleteGenericListItems('Author');
  const [version, setVersion] = useState(author?.version);
  const detail = useDetailForm<AuthorValues>(
    author ? ZAuthorUpdate.omit({ id: true, version: true }) : ZAuthorCreate,
    valuesOf(author),
    toBody,
  );
  const { field, submit } = detail;

  const onSubmit = submit(async (values) => {
    if (author && version !== undefined) {
      const saved = await save.mutateAsync({ ...toBody(values), id: author.id, version });
      setVersion(saved.version);
      return;
    }
    const created = await save.mutateAsync(toBody(values));
    detail.allowLeave();
    await navigate({ to: '/catalog/author/detail', search: { id: created.id }, replace: true });
  });
  const reload = async () => {
    if (!author) return;
    const fresh = await queryClient.fetchQuery({ ...authorQueryOptions(author.id), staleTime: 0 });
    setVersion(fresh.version);
    detail.reset(valuesOf(fresh));
  };
  const onDelete = async () => {
    if (!author || !(await confirmAction())) return;
    await remove.mutateAsync([author.id]);
    detail.allowLeave();
    await navigate({ to: '/catalog/author' });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="author-form">
      <UnsavedChangesGuard when={() => detail.isDirty() && !detail.leaveAllowed()} />
      <PageHeader title={author ? author.name : t('catalog.author.new')}>
        {author && (
          <Button variant="outline" color="red.9" onClick={() => void onDelete()}>
            {t('common.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} data-testid="save">
          {author ? t('common.save') : t('common.create')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        <ConflictAlert detail={detail} onReload={reload} />
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput label={t('catalog.author.name')} required {...field('name')} name="name" />
            <TextInput
              label={t('catalog.author.photoUrl')}
              type="url"
              {...field('photoUrl')}
              name="photoUrl"
            />
            <Textarea
              label={t('catalog.author.biography')}
              description={t('catalog.htmlHint')}
              autosize
              minRows={6}
              {...field('biography')}
              name="biography"
            />
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
};
