import '@/i18n/areas/catalog.ts';
import {
  availabilityCodesOf,
  availabilityGroups,
  claim,
  EXACT_COUNT_LIMIT,
  isAvailabilityCode,
  onixAvailabilities,
  priceRanges,
  type TAvailabilityGroup,
  type TFacetValue,
  type TProductSummary,
} from '@colophon/contract';
import { Badge, Button, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import {
  availabilityColor,
  availabilityDescription,
  availabilityLabel,
  groupLabel,
} from '@/features/catalog/shared/availability.ts';
import { CoverThumbnail } from '@/features/catalog/shared/cover-thumbnail.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { downloadCsv } from '@/lib/csv.ts';
import { formatNumber, formatPrice } from '@/lib/format.ts';
import { notifyDone } from '@/lib/notify-done.tsx';
import { listQuery } from '@/lib/search.ts';
import type { Infer } from '@/lib/search-schema.ts';
import { useSession } from '@/lib/use-session.ts';
import { useExportProducts } from './api/export-products.ts';
import { facetsQueryOptions } from './api/get-facets.ts';
import { productsQueryOptions } from './api/get-products.ts';
import { useSetVisibility } from './api/set-visibility.ts';
import type { ZProductListSearch } from './product-search.ts';

const route = getRouteApi('/_app/catalog/product');
/** The ONIX import (its dropzone included) loads when first opened, not with the list. */
const OnixImportDrawer = lazy(() =>
  import('./components/onix-import-drawer.tsx').then((module) => ({ default: module.OnixImportDrawer })),
);
type ProductListSearch = Infer<typeof ZProductListSearch>;
/** A change of the URL's state; the route checks the sort it is given. */
type SearchPatch = Partial<Omit<ProductListSearch, 'sort'>> & { sort?: string | undefined };

/** The list's filters as the API takes them (the export takes the same, without paging). */
const filtersOf = ({ page: _page, pageSize: _pageSize, ...filters }: ProductListSearch) => filters;

/** A filter choice's label with its count, when the facets have come. */
const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatNumber(count)})`;

const facetOptions = (
  values: TFacetValue[] | undefined,
  selected: string | undefined,
  label = (value: TFacetValue) => value.label,
) => {
  const options = (values ?? []).map((value) => ({
    value: value.value,
    label: withCount(label(value), value.count),
  }));
  // A value chosen earlier stays in the list even when the counts no longer show it.
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: selected });
  return options;
};

/**
 * The availability filter's choices: one per group, named as the badges name it, with its count and
 * the ONIX codes it holds as secondary text (`En stock (21), Disponible (20)`). A group chosen earlier
 * stays even when the counts no longer show it.
 */
const availabilityChoices = (values: TFacetValue[] | undefined, chosen: string[]) => {
  const groups = new Map<TAvailabilityGroup, { count: number; codes: string[] }>();
  const add = (code: string, count: number) => {
    if (!isAvailabilityCode(code)) return;
    const group = groups.get(onixAvailabilities[code].group) ?? { count: 0, codes: [] };
    group.count += count;
    group.codes.push(availabilityDescription(code));
    groups.set(onixAvailabilities[code].group, group);
  };
  for (const value of values ?? []) add(value.value, value.count);
  for (const code of chosen)
    if (isAvailabilityCode(code) && !groups.has(onixAvailabilities[code].group)) add(code, 0);
  return availabilityGroups.flatMap((group) => {
    const found = groups.get(group);
    return found
      ? [
          {
            value: group,
            label: withCount(groupLabel(group), values ? found.count : undefined),
            codes: found.codes.join(', '),
          },
        ]
      : [];
  });
};

/** The groups whose codes the URL holds. */
const chosenGroups = (codes: string[]) => [
  ...new Set(codes.filter(isAvailabilityCode).map((code) => onixAvailabilities[code].group)),
];

/** /catalog/product: the catalogue, searched by words or EAN, filtered by the facets, paged and sorted. */
export const ProductListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const products = useQuery(productsQueryOptions({ ...listQuery(search), sort: search.sort }));
  const totalCount = products.data?.totalCount ?? 0;
  const totalIsEstimate = totalCount > EXACT_COUNT_LIMIT;
  const { sort: _sort, ...facetFilters } = filtersOf(search);
  const facets = useQuery(facetsQueryOptions(facetFilters));
  const chosenCodes = search.availability?.split(',').filter(Boolean) ?? [];
  const availabilityOptions = availabilityChoices(facets.data?.availability, chosenCodes);
  const setVisibility = useSetVisibility();
  const exportProducts = useExportProducts();
  const [selected, setSelected] = useState<TProductSummary[]>([]);
  const mayImport = (useSession()?.claims.claims ?? []).includes(claim('Catalog', 'ProductList'));
  /** Closed, or open; `null` until first opened, so that its code loads only then. */
  const [importOpen, setImportOpen] = useState<boolean | null>(null);
  const onSearchChange = (patch: SearchPatch) => {
    setSelected([]);
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  };
  const filter = (patch: SearchPatch) => onSearchChange({ ...patch, page: undefined });

  const columns: ListColumn<TProductSummary>[] = [
    {
      accessor: 'cover',
      title: t('catalog.product.cover'),
      toggleable: true,
      width: 90,
      render: (product) => <CoverThumbnail url={product.coverThumbnailUrl} />,
    },
    {
      accessor: 'ean',
      title: t('catalog.product.ean'),
      sortable: true,
      toggleable: false,
      render: (product) => (
        <Text ff="monospace" size="sm">
          {product.ean}
        </Text>
      ),
      csv: (product) => product.ean,
    },
    {
      accessor: 'title',
      title: t('catalog.product.title'),
      sortable: true,
      toggleable: false,
      render: (product) => (
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} lineClamp={2}>
              {product.title}
            </Text>
            {product.secondHand && (
              <Badge size="xs" variant="outline" color="teal">
                {t('catalog.product.secondHand')}
              </Badge>
            )}
            {product.isCustom && (
              <Badge size="xs" variant="dot" color="grape">
                {t('catalog.product.custom')}
              </Badge>
            )}
            {product.overriddenFields.length > 0 && (
              <Badge size="xs" variant="dot" color="orange" title={product.overriddenFields.join(', ')}>
                {t('catalog.product.overridden')}
              </Badge>
            )}
          </Group>
          {product.subtitle && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {product.subtitle}
            </Text>
          )}
        </Stack>
      ),
      csv: (product) => product.title,
    },
    {
      accessor: 'authors',
      title: t('catalog.product.authors'),
      toggleable: true,
      render: (product) => product.authors.map((author) => author.name).join(', '),
      csv: (product) => product.authors.map((author) => author.name).join(', '),
    },
    {
      accessor: 'publishers',
      title: t('catalog.product.publisher'),
      toggleable: true,
      render: (product) => product.publishers.join(', '),
      csv: (product) => product.publishers.join(', '),
    },
    {
      accessor: 'priceWithTax',
      title: t('catalog.product.price'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      noWrap: true,
      render: (product) => formatPrice(product.priceWithTax),
      csv: (product) => formatPrice(product.priceWithTax),
    },
    {
      accessor: 'stock',
      title: t('catalog.product.stock'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      render: (product) => formatNumber(product.stock),
      csv: (product) => product.stock,
    },
    {
      accessor: 'availability',
      title: t('catalog.product.availability'),
      sortable: true,
      toggleable: true,
      render: (product) =>
        product.availability ? (
          <Badge
            variant="dot"
            color={availabilityColor(product.availability)}
            title={availabilityDescription(product.availability)}
          >
            {availabilityLabel(product.availability)}
          </Badge>
        ) : null,
      csv: (product) => availabilityLabel(product.availability),
    },
    {
      accessor: 'isVisible',
      title: t('catalog.product.visible'),
      toggleable: true,
      render: (product) =>
        product.isVisible ? (
          <Badge variant="dot" color="green">
            {t('catalog.product.shown')}
          </Badge>
        ) : (
          <Badge variant="dot" color="gray">
            {t('catalog.product.hidden')}
          </Badge>
        ),
      csv: (product) => (product.isVisible ? t('common.yes') : t('common.no')),
    },
  ];

  const changeVisibility = async (isVisible: boolean) => {
    if (!isVisible && !(await confirmAction(t('catalog.product.hideConfirm', { count: selected.length }))))
      return;
    const ids = selected.map((product) => product.id);
    // Undo puts back only the products this change moved (those already so stay as they were).
    const moved = selected.filter((product) => product.isVisible !== isVisible).map((product) => product.id);
    const done = await setVisibility.mutateAsync({ ids, isVisible }).then(
      () => true,
      () => false,
    );
    setSelected([]);
    if (!done) return;
    const count = ids.length;
    notifyDone(
      t(isVisible ? 'catalog.product.shownCount' : 'catalog.product.hiddenCount', { count }),
      moved.length
        ? {
            run: () => setVisibility.mutateAsync({ ids: moved, isVisible: !isVisible }),
            undoneText: t(isVisible ? 'catalog.product.hiddenAgain' : 'catalog.product.shownAgain', {
              count: moved.length,
            }),
          }
        : undefined,
    );
  };

  const exportSelection = () =>
    downloadCsv(
      'produits-selection.csv',
      columns
        .filter((column) => column.csv)
        .map((column) => ({ header: column.title, value: column.csv ?? (() => '') })),
      selected,
    );

  return (
    <>
      <PageHeader title={t('screens.catalogProduct')}>
        {mayImport && (
          <Button variant="default" onClick={() => setImportOpen(true)} data-testid="onix-import">
            {t('catalog.onix.button')}
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => exportProducts.mutate(filtersOf(search))}
          loading={exportProducts.isPending}
          data-testid="export-products"
        >
          {totalIsEstimate
            ? t('catalog.product.exportAllAbout', { count: formatNumber(totalCount, currentLocale()) })
            : t('catalog.product.exportAll', { count: totalCount })}
        </Button>
        <Button component={Link} to="/catalog/product/custom/detail" data-testid="new-product">
          {t('catalog.product.newCustom')}
        </Button>
      </PageHeader>
      {importOpen !== null && (
        <Suspense fallback={null}>
          <OnixImportDrawer opened={importOpen} onClose={() => setImportOpen(false)} />
        </Suspense>
      )}
      <ListPage<TProductSummary>
        listKey="products"
        columns={columns}
        records={products.data?.items}
        totalCount={totalCount}
        totalIsEstimate={totalIsEstimate}
        fetching={products.isFetching}
        error={products.error}
        onRetry={() => void products.refetch()}
        search={search}
        onSearchChange={onSearchChange}
        rowHref={(product) =>
          `${product.isCustom ? '/catalog/product/custom/detail' : '/catalog/product/detail'}?id=${product.id}`
        }
        linkAccessor="title"
        onRowClick={(product) =>
          void navigate({
            to: product.isCustom ? '/catalog/product/custom/detail' : '/catalog/product/detail',
            search: { id: product.id },
          })
        }
        selection={{
          selected,
          onChange: setSelected,
          actions: (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => void changeVisibility(true)}
                loading={setVisibility.isPending}
                data-testid="bulk-show"
              >
                {t('catalog.product.show')}
              </Button>
              <Button
                size="xs"
                color="red.9"
                onClick={() => void changeVisibility(false)}
                loading={setVisibility.isPending}
                data-testid="bulk-hide"
              >
                {t('catalog.product.hide')}
              </Button>
              <Button size="xs" variant="default" onClick={exportSelection}>
                {t('catalog.product.exportSelection')}
              </Button>
            </>
          ),
        }}
        filters={
          <>
            <MultiSelect
              aria-label={t('catalog.product.availability')}
              placeholder={search.availability ? undefined : t('catalog.product.allAvailabilities')}
              data={availabilityOptions}
              renderOption={({ option }) => (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  <Text size="xs" c="dimmed">
                    {availabilityOptions.find((choice) => choice.value === option.value)?.codes}
                  </Text>
                </Stack>
              )}
              value={chosenGroups(chosenCodes)}
              onChange={(groups) =>
                filter({
                  availability:
                    groups.flatMap((group) => availabilityCodesOf(group as TAvailabilityGroup)).join(',') ||
                    undefined,
                })
              }
              clearable
              w={240}
              data-testid="filter-availability"
            />
            <Select
              aria-label={t('catalog.product.publisher')}
              placeholder={t('catalog.product.allPublishers')}
              data={facetOptions(facets.data?.publisher, search.publisher)}
              value={search.publisher ?? null}
              onChange={(value) => filter({ publisher: value ?? undefined })}
              searchable
              clearable
              w={200}
              data-testid="filter-publisher"
            />
            <Select
              aria-label={t('catalog.product.collection')}
              placeholder={t('catalog.product.allCollections')}
              data={facetOptions(facets.data?.collection, search.collection)}
              value={search.collection ?? null}
              onChange={(value) => filter({ collection: value ?? undefined })}
              searchable
              clearable
              w={200}
            />
            <Select
              aria-label={t('catalog.product.category')}
              placeholder={t('catalog.product.allCategories')}
              data={facetOptions(facets.data?.category, search.category)}
              value={search.category ?? null}
              onChange={(value) => filter({ category: value ?? undefined })}
              searchable
              clearable
              w={220}
            />
            <Select
              aria-label={t('catalog.product.priceRange')}
              placeholder={t('catalog.product.allPrices')}
              data={priceRanges.map((range) => {
                const count = facets.data?.priceRange.find((value) => value.value === range)?.count;
                const label = t(`catalog.product.priceRanges.${range}`);
                return { value: range, label: withCount(label, count) };
              })}
              value={search.priceRange ?? null}
              onChange={(value) =>
                filter({ priceRange: priceRanges.find((range) => range === value) ?? undefined })
              }
              clearable
              w={170}
            />
            <Select
              aria-label={t('catalog.product.visibility')}
              placeholder={t('catalog.product.allVisibilities')}
              data={[
                { value: 'true', facet: 'visible', label: t('catalog.product.shown') },
                { value: 'false', facet: 'hidden', label: t('catalog.product.hidden') },
              ].map(({ value, facet, label }) => {
                const count = facets.data?.visibility.find((bucket) => bucket.value === facet)?.count;
                return { value, label: withCount(label, count) };
              })}
              value={search.isVisible === undefined ? null : String(search.isVisible)}
              onChange={(value) => filter({ isVisible: value === null ? undefined : value === 'true' })}
              clearable
              w={150}
              data-testid="filter-visibility"
            />
          </>
        }
      />
    </>
  );
};
