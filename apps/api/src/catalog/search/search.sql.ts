import type { TFacetsQuery } from '@colophon/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type FilterName, filterConditions, type TextMatch } from '../products/product-filters.sql.ts';
import { products } from '../products/products.tables.ts';
import { publicCatalogueCondition } from '../restrictions/restrictions.sql.ts';

/**
 * What the public side may see: the visible products the catalogue restrictions let through.
 * The restrictions are read once per request and the condition shared by all its queries.
 */
export const publicCondition = async (executor: Executor): Promise<SQL> =>
  and(eq(products.isVisible, true), await publicCatalogueCondition(executor)) as SQL;

/** The conditions of a search: what may be seen, the filters (but `except`), the words. */
export const searchConditions = (
  shown: SQL,
  query: TFacetsQuery,
  match: TextMatch | null,
  except?: FilterName,
) => and(shown, ...filterConditions(query, except), match?.where);
