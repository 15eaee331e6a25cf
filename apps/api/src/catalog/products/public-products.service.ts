import type { Executor } from '../../db/database.ts';
import { withStatementTimeout } from '../../db/statement-timeout.ts';
import { notFound } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { findProductsByEans, findProductsByIds } from './products.repository.ts';
import { publicProductOut } from './products.views.ts';

/** What the public site reads of the catalogue: visible products only; a hidden one is not found. */
export const createPublicProductService = ({ db, config }: Services) => {
  const publicRead = <T>(read: (executor: Executor) => Promise<T>) =>
    withStatementTimeout(db, config.PUBLIC_QUERY_TIMEOUT_MS, read);
  const one = <T>(rows: T[]) => {
    const [row] = rows;
    if (!row) throw notFound();
    return row;
  };
  return {
    byEan: (ean: string) =>
      publicRead(async (tx) => publicProductOut(one(await findProductsByEans(tx, [ean], true)))),
    byEans: (eans: string[]) =>
      publicRead(async (tx) => (await findProductsByEans(tx, eans, true)).map(publicProductOut)),
    byId: (id: number) =>
      publicRead(async (tx) => publicProductOut(one(await findProductsByIds(tx, [id], true)))),
    byIds: (ids: number[]) =>
      publicRead(async (tx) => (await findProductsByIds(tx, ids, true)).map(publicProductOut)),
  };
};
