import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import type { TFunction } from '@/i18n/i18n.ts';
import { formatNumber } from '@/lib/format.ts';

interface Named {
  name: string;
  productsCount: number;
  updatedAt: string;
}

/** The columns authors and collections share: the name first, the products naming it, last change. */
export const namedItemColumns = <T extends Named>(
  t: TFunction,
  nameTitle: string,
  more: ListColumn<T>[] = [],
): ListColumn<T>[] => [
  { accessor: 'name', title: nameTitle, sortable: true, toggleable: false, csv: (row) => row.name },
  ...more,
  {
    accessor: 'productsCount',
    title: t('catalog.productsCount'),
    sortable: true,
    toggleable: true,
    textAlign: 'right',
    render: (row) => formatNumber(row.productsCount),
    csv: (row) => row.productsCount,
  },
  updatedAtColumn(t('catalog.updatedAt')),
];
