import type { TCatalogList, TCatalogListProduct, TCatalogListSummary } from '@colophon/contract';
import type { CatalogListRow } from './catalog-lists.tables.ts';

export const toCatalogListSummary = (row: CatalogListRow, productsCount: number): TCatalogListSummary => ({
  id: row.id,
  version: row.version,
  name: row.name,
  catalogListType: row.type,
  page: row.page,
  nextUpdateTime: row.nextUpdateTime?.toISOString() ?? null,
  maxProducts: row.maxProducts,
  lastGeneratedAt: row.lastGeneratedAt?.toISOString() ?? null,
  productsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCatalogList = (row: CatalogListRow, products: TCatalogListProduct[]): TCatalogList => {
  const { productsCount: _, ...summary } = toCatalogListSummary(row, products.length);
  return { ...summary, products };
};

export const catalogListSnapshot = (row: CatalogListRow, productIds: number[]) => ({
  name: row.name,
  catalogListType: row.type,
  page: row.page,
  nextUpdateTime: row.nextUpdateTime?.toISOString() ?? null,
  maxProducts: row.maxProducts,
  productIds,
});
