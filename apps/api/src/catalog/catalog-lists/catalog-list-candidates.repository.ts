import type { TCatalogListType } from '@colophon/contract';
import { and, desc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { products } from '../products/products.tables.ts';
import { publicCatalogueCondition } from '../restrictions/restrictions.sql.ts';
import { listProductColumns } from './catalog-lists.repository.ts';
import { productSales } from './catalog-lists.tables.ts';

/** News: released in the last 90 days. Best sellers: sold in the last 30. */
export const NEWS_DAYS = 90;
export const SALES_DAYS = 30;

const daysBefore = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The products a list of this type would hold on `today` (a day, YYYY-MM-DD), best first: what the
 * public site may show (visible, and let through by the catalogue restrictions).
 */
export const listCandidates = async (
  executor: Executor,
  type: TCatalogListType,
  maxProducts: number,
  today: string,
) => {
  const shown = and(eq(products.isVisible, true), await publicCatalogueCondition(executor)) as SQL;
  if (type === 'News')
    return executor
      .select(listProductColumns)
      .from(products)
      .where(
        and(shown, gte(products.releaseDate, daysBefore(today, NEWS_DAYS)), lte(products.releaseDate, today)),
      )
      .orderBy(desc(products.releaseDate), desc(products.id))
      .limit(maxProducts);
  if (type === 'ToRelease')
    return executor
      .select(listProductColumns)
      .from(products)
      .where(and(shown, gt(products.releaseDate, today)))
      .orderBy(products.releaseDate, products.id)
      .limit(maxProducts);
  const sold = executor
    .select({
      productId: productSales.productId,
      quantity: sql<number>`sum(${productSales.quantity})`.as('quantity'),
    })
    .from(productSales)
    .where(and(gt(productSales.soldOn, daysBefore(today, SALES_DAYS)), lte(productSales.soldOn, today)))
    .groupBy(productSales.productId)
    .as('sold');
  return executor
    .select(listProductColumns)
    .from(sold)
    .innerJoin(products, eq(products.id, sold.productId))
    .where(shown)
    .orderBy(desc(sold.quantity), products.id)
    .limit(maxProducts);
};
