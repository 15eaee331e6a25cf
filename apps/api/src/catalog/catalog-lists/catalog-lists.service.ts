import {
  type catalogListEndpoints,
  catalogListTypes,
  type Locale,
  type ParsedBody,
  type TCatalogListListQuery,
  type TCatalogListType,
  translate,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { mediaLinksOf, withSignedCovers } from '../media/media-links.ts';
import { listCandidates } from './catalog-list-candidates.repository.ts';
import {
  deleteCatalogList,
  dueCatalogLists,
  existingProductIds,
  findCatalogList,
  insertCatalogList,
  listCatalogLists,
  productsOfList,
  setListProducts,
  updateCatalogList,
} from './catalog-lists.repository.ts';
import type { CatalogListRow } from './catalog-lists.tables.ts';
import { catalogListSnapshot, toCatalogList, toCatalogListSummary } from './catalog-lists.views.ts';

type ListCreate = ParsedBody<typeof catalogListEndpoints.create>;
type ListUpdate = ParsedBody<typeof catalogListEndpoints.update>;

const ENTITY = 'CatalogList';
type ListProducts = Awaited<ReturnType<typeof productsOfList>>;
const today = (now: Date) => now.toISOString().slice(0, 10);

const valuesOf = (input: ListCreate) => ({
  name: input.name,
  type: input.catalogListType,
  page: input.page,
  nextUpdateTime: input.nextUpdateTime === null ? null : new Date(input.nextUpdateTime),
  maxProducts: input.maxProducts,
});

/** A list with its products in their order, as staff see and edit it. */
const lists = audited({
  entity: ENTITY,
  find: async (executor, id) => {
    const row = await findCatalogList(executor, id);
    return row && { row, products: await productsOfList(executor, id) };
  },
  snapshot: ({ row, products }) =>
    catalogListSnapshot(
      row,
      products.map((product) => product.id),
    ),
});

const checkProducts = async (executor: Executor, ids: number[]) => {
  const existing = await existingProductIds(executor, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0)
    throw new AppError('invalid', 'unknownProducts', {
      params: { ids: missing.join(', ') },
      fields: [{ propertyName: 'productIds', message: 'unknownProducts' }],
    });
};

/** Regenerates one list from its type: its products, the time it was made, and no next update time any more. */
export const regenerateList = async (executor: Executor, list: CatalogListRow, now: Date) => {
  const candidates = await listCandidates(executor, list.type, list.maxProducts, today(now));
  const before = (await productsOfList(executor, list.id)).map((product) => product.id);
  const after = await updateCatalogList(executor, list.id, list.version, {
    nextUpdateTime: null,
    lastGeneratedAt: now,
  });
  if (!after) return false;
  const productIds = candidates.map((product) => product.id);
  await setListProducts(executor, list.id, productIds);
  await recordActivity(executor, null, {
    entity: ENTITY,
    entityId: list.id,
    action: 'regenerate',
    before: catalogListSnapshot(list, before),
    after: catalogListSnapshot(after, productIds),
  });
  return true;
};

/**
 * Regenerates every list that is due (no next update time, or a time that has come). Each list in
 * its own transaction: one that staff saved in the meantime keeps their version.
 */
export const regenerateDueLists = async (
  services: Pick<Services, 'db'>,
  now: Date,
  progress: (fraction: number) => Promise<void> = async () => {},
) => {
  const due = await dueCatalogLists(services.db, now);
  let regenerated = 0;
  for (const [index, list] of due.entries()) {
    if (await services.db.transaction((tx) => regenerateList(tx, list, now))) regenerated += 1;
    await progress((index + 1) / due.length);
  }
  return regenerated;
};

export const createCatalogListsService = (services: Services) => {
  const { db } = services;
  const links = mediaLinksOf(services);
  /** The list as the console shows it, its products' covers signed (after the transaction). */
  const answer = async ({ row, products }: { row: CatalogListRow; products: ListProducts }) =>
    toCatalogList(row, await withSignedCovers(links, products));
  return {
    list: async (query: TCatalogListListQuery) => {
      const { rows, totalCount } = await listCatalogLists(db, query);
      return {
        items: rows.map(({ list, productsCount }) => toCatalogListSummary(list, productsCount)),
        totalCount,
      };
    },

    get: async (id: number) => answer(await lists.read(db, id)),

    create: async (input: ListCreate, by: SignedInUser | null) =>
      answer(
        await db.transaction(async (tx) => {
          await checkProducts(tx, input.productIds);
          return lists.create(tx, by, async () => {
            const created = await insertCatalogList(tx, valuesOf(input));
            await setListProducts(tx, created.id, input.productIds);
            return created.id;
          });
        }),
      ),

    /** `productIds` is the whole list in its order: a drag and drop sends it all. */
    update: async (input: ListUpdate, by: SignedInUser | null) =>
      answer(
        await db.transaction((tx) =>
          lists.update(tx, by, input.id, async () => {
            await checkProducts(tx, input.productIds);
            const saved = await updateCatalogList(tx, input.id, input.version, valuesOf(input));
            if (saved) await setListProducts(tx, input.id, input.productIds);
            return saved;
          }),
        ),
      ),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => lists.removeAll(tx, by, ids, (_, id) => deleteCatalogList(tx, id))),

    types: (locale: Locale) =>
      catalogListTypes.map((id) => ({ id, label: translate(`catalogList${id}`, locale) })),

    /** What a regeneration would put in a list of this type now; nothing is saved. */
    candidates: async (type: TCatalogListType, maxProducts: number) =>
      withSignedCovers(links, await listCandidates(db, type, maxProducts, today(new Date()))),
  };
};
