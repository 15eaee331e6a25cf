import '@/i18n/areas/catalog.ts';
import { catalogListTypes, type TCatalogListSummary } from '@colophon/contract';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ListColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { catalogListsQueryOptions, catalogListTypesQueryOptions } from './api/catalog-lists.ts';
import { useDeleteCatalogLists } from './api/save-catalog-list.ts';

const route = getRouteApi('/_app/public/catalogList');

/** /public/catalogList: the lists of books the public site shows (new releases, forthcoming, best sellers). */
export const CatalogListListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const lists = useQuery(catalogListsQueryOptions({ ...listQuery(search), sort: search.sort }));
  const remove = useDeleteCatalogLists();
  const types = useQuery(catalogListTypesQueryOptions());
  const typeLabel = (type: string) => types.data?.find((option) => option.id === type)?.label ?? type;
  const nextUpdate = (row: TCatalogListSummary) =>
    row.nextUpdateTime ? formatDateTime(row.nextUpdateTime) : t('catalog.list.daily');

  const columns: ListColumn<TCatalogListSummary>[] = [
    {
      accessor: 'name',
      title: t('catalog.list.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'catalogListType',
      title: t('catalog.list.type'),
      sortable: true,
      toggleable: true,
      render: (row) => typeLabel(row.catalogListType),
      csv: (row) => typeLabel(row.catalogListType),
    },
    {
      accessor: 'page',
      title: t('catalog.list.page'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.page,
    },
    {
      accessor: 'productsCount',
      title: t('catalog.productsCount'),
      toggleable: true,
      textAlign: 'right',
      render: (row) => formatNumber(row.productsCount),
      csv: (row) => row.productsCount,
    },
    {
      accessor: 'nextUpdateTime',
      title: t('catalog.list.nextUpdateTime'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Text size="sm" c={row.nextUpdateTime ? undefined : 'dimmed'}>
          {nextUpdate(row)}
        </Text>
      ),
      csv: nextUpdate,
    },
    {
      accessor: 'lastGeneratedAt',
      title: t('catalog.list.lastGeneratedAt'),
      toggleable: true,
      render: (row) => formatDateTime(row.lastGeneratedAt),
      csv: (row) => formatDateTime(row.lastGeneratedAt),
    },
  ];

  return (
    <SimpleListPage
      title={t('screens.publicCatalogList')}
      detail="/public/catalogList/detail"
      newButton={{ label: t('catalog.list.new'), testId: 'new-catalog-list' }}
      listKey="catalog-lists"
      csvFileName="listes"
      columns={columns}
      query={lists}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Select
          aria-label={t('catalog.list.type')}
          placeholder={t('catalog.list.allTypes')}
          data={catalogListTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={search.catalogListType ?? null}
          onChange={(value) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                catalogListType: catalogListTypes.find((type) => type === value),
                page: undefined,
              }),
            })
          }
          clearable
          w={200}
        />
      }
    />
  );
};
