import { notFound } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { findProductsByEans, findProductsByIds } from './products.repository.ts';
import { publicProductOut } from './products.views.ts';

/** What the public site reads of the catalogue: visible products only; a hidden one is not found. */
export const createPublicProductService = ({ db }: Services) => {
  const one = <T>(rows: T[]) => {
    const [row] = rows;
    if (!row) throw notFound();
    return row;
  };
  return {
    byEan: async (ean: string) => publicProductOut(one(await findProductsByEans(db, [ean], true))),
    byEans: async (eans: string[]) => (await findProductsByEans(db, eans, true)).map(publicProductOut),
    byId: async (id: number) => publicProductOut(one(await findProductsByIds(db, [id], true))),
    byIds: async (ids: number[]) => (await findProductsByIds(db, ids, true)).map(publicProductOut),
  };
};
