import '@/i18n/areas/cms.ts';
import { pageLayouts, type TLocalizedPage } from '@colophon/contract';
import { Badge, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatNumber } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { pagesQueryOptions, useDeletePages } from './api/pages.ts';

const listRoute = getRouteApi('/_app/cms/page/list');

/** /cms/page/list: the pages as a list: search, layout and publication filters, sort, paging. */
export const PageListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const pages = useQuery(pagesQueryOptions(listQuery(search)));
  const remove = useDeletePages();
  const columns: ListColumn<TLocalizedPage>[] = [
    {
      accessor: 'path',
      title: t('cms.page.path'),
      sortable: true,
      toggleable: false,
      render: (row) => row.path.join(' › '),
      csv: (row) => row.path.join(' › '),
    },
    { accessor: 'title', title: t('cms.page.title'), toggleable: true, csv: (row) => row.title },
    {
      accessor: 'relativeUrl',
      title: t('cms.page.relativeUrl'),
      toggleable: true,
      render: (row) => `/${row.relativeUrl}`,
      csv: (row) => row.relativeUrl,
    },
    {
      accessor: 'layout',
      title: t('cms.page.layout'),
      toggleable: true,
      render: (row) => t(`cms.page.layouts.${row.layout}`),
      csv: (row) => t(`cms.page.layouts.${row.layout}`),
    },
    {
      accessor: 'isPublished',
      title: t('cms.page.isPublished'),
      toggleable: true,
      render: (row) => (
        <Badge variant="light" color={row.isPublished ? 'green' : 'gray'}>
          {row.isPublished ? t('cms.page.published') : t('cms.page.draft')}
        </Badge>
      ),
      csv: (row) => (row.isPublished ? t('cms.page.published') : t('cms.page.draft')),
    },
    {
      accessor: 'blocsCount',
      title: t('cms.page.blocsCount'),
      toggleable: true,
      textAlign: 'right',
      render: (row) => formatNumber(row.blocsCount),
      csv: (row) => row.blocsCount,
    },
    updatedAtColumn(t('cms.page.updatedAt')),
  ];
  const filter = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, page: 1 }) });
  return (
    <SimpleListPage
      title={t('screens.cmsPageList')}
      detail="/cms/page/detail"
      newButton={{ label: t('cms.page.new'), testId: 'new-page' }}
      listKey="pages"
      csvFileName="pages"
      columns={columns}
      query={pages}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <>
          <Select
            aria-label={t('cms.page.layout')}
            placeholder={t('cms.page.allLayouts')}
            clearable
            data={pageLayouts.map((layout) => ({ value: layout, label: t(`cms.page.layouts.${layout}`) }))}
            value={search.layout ?? null}
            onChange={(value) => filter({ layout: (value ?? undefined) as typeof search.layout })}
          />
          <Select
            aria-label={t('cms.page.isPublished')}
            placeholder={t('cms.page.allStates')}
            clearable
            data={[
              { value: 'true', label: t('cms.page.published') },
              { value: 'false', label: t('cms.page.draft') },
            ]}
            value={search.isPublished ?? null}
            onChange={(value) => filter({ isPublished: (value ?? undefined) as typeof search.isPublished })}
          />
        </>
      }
    />
  );
};
