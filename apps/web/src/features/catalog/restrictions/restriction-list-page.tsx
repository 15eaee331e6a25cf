import '@/i18n/areas/catalog.ts';
import { restrictionTypes, type TRestriction } from '@colophon/contract';
import { Badge, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPrice } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { restrictionsQueryOptions, restrictionTypesQueryOptions } from './api/restrictions.ts';
import { useDeleteRestrictions } from './api/save-restriction.ts';
import { CheckEansPanel } from './components/check-eans-panel.tsx';

const route = getRouteApi('/_app/catalog/restriction');

/** A Price rule's range, else its value. */
export const restrictionValue = (restriction: TRestriction) =>
  restriction.type === 'Price'
    ? [restriction.minimumPrice, restriction.maximumPrice]
        .map((price) => (price === null ? '…' : formatPrice(price)))
        .join(' – ')
    : (restriction.value ?? '');

/** /catalog/restriction: the rules of the public catalogue, and a check of EANs against them. */
export const RestrictionListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const restrictions = useQuery(restrictionsQueryOptions({ ...listQuery(search), sort: search.sort }));
  const remove = useDeleteRestrictions();
  const types = useQuery(restrictionTypesQueryOptions());
  const typeLabel = (type: string) => types.data?.find((option) => option.id === type)?.label ?? type;

  const columns: ListColumn<TRestriction>[] = [
    {
      accessor: 'label',
      title: t('catalog.restriction.label'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.label,
    },
    {
      accessor: 'type',
      title: t('catalog.restriction.type'),
      sortable: true,
      toggleable: true,
      render: (row) => typeLabel(row.type),
      csv: (row) => typeLabel(row.type),
    },
    {
      accessor: 'value',
      title: t('catalog.restriction.value'),
      sortable: true,
      toggleable: true,
      render: restrictionValue,
      csv: restrictionValue,
    },
    {
      accessor: 'isExcluded',
      title: t('catalog.restriction.rule'),
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={row.isExcluded ? 'red' : 'green'}>
          {row.isExcluded ? t('catalog.restriction.exclude') : t('catalog.restriction.include')}
        </Badge>
      ),
      csv: (row) => (row.isExcluded ? t('catalog.restriction.exclude') : t('catalog.restriction.include')),
    },
    {
      accessor: 'isActive',
      title: t('catalog.restriction.isActive'),
      toggleable: true,
      render: (row) => (row.isActive ? t('common.yes') : t('common.no')),
      csv: (row) => (row.isActive ? t('common.yes') : t('common.no')),
    },
    updatedAtColumn(t('catalog.updatedAt'), { defaultToggle: false }),
  ];

  return (
    <SimpleListPage
      title={t('screens.catalogRestriction')}
      detail="/catalog/restriction/detail"
      newButton={{ label: t('catalog.restriction.new'), testId: 'new-restriction' }}
      listKey="restrictions"
      csvFileName="restrictions"
      columns={columns}
      query={restrictions}
      remove={remove}
      search={search}
      navigate={navigate}
      below={<CheckEansPanel />}
      filters={
        <>
          <Select
            aria-label={t('catalog.restriction.type')}
            placeholder={t('catalog.restriction.allTypes')}
            data={restrictionTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
            value={search.type ?? null}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  type: restrictionTypes.find((type) => type === value),
                  page: undefined,
                }),
              })
            }
            clearable
            w={200}
          />
          <Select
            aria-label={t('catalog.restriction.rule')}
            placeholder={t('catalog.restriction.allRules')}
            data={[
              { value: 'true', label: t('catalog.restriction.exclude') },
              { value: 'false', label: t('catalog.restriction.include') },
            ]}
            value={search.isExcluded === undefined ? null : String(search.isExcluded)}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  isExcluded: value === null ? undefined : value === 'true',
                  page: undefined,
                }),
              })
            }
            clearable
            w={170}
          />
        </>
      }
    />
  );
};
