import { and, asc, eq, gt, isNotNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { products } from '../products/products.tables.ts';
import { publicCondition } from '../search/search.sql.ts';
import {
  type FileRow,
  type PictureRow,
  productCovers,
  productFiles,
  productPictures,
} from './media.tables.ts';

export type PictureValues = Omit<typeof productPictures.$inferInsert, 'id' | 'createdAt'>;
export type FileValues = Omit<typeof productFiles.$inferInsert, 'id' | 'createdAt'>;

export const productExists = async (executor: Executor, productId: number) => {
  const [row] = await executor.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
};

export const picturesOf = (executor: Executor, productId: number) =>
  executor
    .select()
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position), asc(productPictures.id));

export const findPicture = async (executor: Executor, id: number): Promise<PictureRow | null> => {
  const [row] = await executor.select().from(productPictures).where(eq(productPictures.id, id));
  return row ?? null;
};

export const nextPicturePosition = async (executor: Executor, productId: number) => {
  const [row] = await executor
    .select({ last: max(productPictures.position) })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  return (row?.last ?? -1) + 1;
};

export const insertPicture = async (executor: Executor, values: PictureValues) => {
  const [row] = await executor.insert(productPictures).values(values).returning();
  if (!row) throw new Error('the picture was not inserted');
  return row;
};

/** Puts the pictures in this order and makes `coverId` the cover (the cover is cleared first: one per product). */
export const orderPictures = async (
  executor: Executor,
  productId: number,
  pictureIds: number[],
  coverId: number | null,
) => {
  await executor
    .update(productPictures)
    .set({ isCover: false })
    .where(eq(productPictures.productId, productId));
  for (const [position, id] of pictureIds.entries())
    await executor
      .update(productPictures)
      .set({ position, isCover: id === coverId })
      .where(and(eq(productPictures.id, id), eq(productPictures.productId, productId)));
};

export const deletePicture = (executor: Executor, id: number) =>
  executor.delete(productPictures).where(eq(productPictures.id, id));

/** Locks the product's pictures for the rest of the transaction, so that two reorders do not interleave. */
export const lockPicturesOf = (executor: Executor, productId: number) =>
  executor.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`);

export const filesOf = (executor: Executor, productId: number) =>
  executor
    .select()
    .from(productFiles)
    .where(eq(productFiles.productId, productId))
    .orderBy(asc(productFiles.id));

export const findFile = async (executor: Executor, id: number): Promise<FileRow | null> => {
  const [row] = await executor.select().from(productFiles).where(eq(productFiles.id, id));
  return row ?? null;
};

export const insertFile = async (executor: Executor, values: FileValues) => {
  const [row] = await executor.insert(productFiles).values(values).returning();
  if (!row) throw new Error('the file was not inserted');
  return row;
};

export const deleteFile = (executor: Executor, id: number) =>
  executor.delete(productFiles).where(eq(productFiles.id, id));

/**
 * The storage keys of everything kept for a product: pictures and their thumbnails, files, the cached
 * cover. The product's row is locked first, so that no picture or file joins them before the
 * caller's transaction ends.
 */
export const storedKeysOfProduct = async (executor: Executor, productId: number) => {
  await executor.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  const pictures = await executor
    .select({ storageKey: productPictures.storageKey, thumbnailKey: productPictures.thumbnailKey })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  const files = await executor
    .select({ storageKey: productFiles.storageKey })
    .from(productFiles)
    .where(eq(productFiles.productId, productId));
  const covers = await executor
    .select({ thumbnailKey: productCovers.thumbnailKey })
    .from(productCovers)
    .where(eq(productCovers.productId, productId));
  return [
    ...pictures.flatMap((picture) => [picture.storageKey, picture.thumbnailKey]),
    ...files.map((file) => file.storageKey),
    ...covers.flatMap((cover) => (cover.thumbnailKey ? [cover.thumbnailKey] : [])),
  ];
};

/** What the public cover of a product is made from: its cover picture, the cached cover, the feed's address. */
export const coverSourcesOf = async (executor: Executor, productId: number) => {
  const [row] = await executor
    .select({
      coverUrl: products.coverUrl,
      picture: {
        storageKey: productPictures.storageKey,
        thumbnailKey: productPictures.thumbnailKey,
        contentType: productPictures.contentType,
      },
      cachedThumbnailKey: productCovers.thumbnailKey,
    })
    .from(products)
    .leftJoin(
      productPictures,
      and(eq(productPictures.productId, products.id), eq(productPictures.isCover, true)),
    )
    .leftJoin(productCovers, eq(productCovers.productId, products.id))
    .where(eq(products.id, productId));
  return row ?? null;
};

/** The products with a cover to rebuild (a cover picture or a cover address), by id from `after`. */
export const productsWithCovers = (executor: Executor, after: number, limit: number) =>
  executor
    .select({
      id: products.id,
      coverUrl: products.coverUrl,
      picture: { storageKey: productPictures.storageKey, thumbnailKey: productPictures.thumbnailKey },
    })
    .from(products)
    .leftJoin(
      productPictures,
      and(eq(productPictures.productId, products.id), eq(productPictures.isCover, true)),
    )
    .where(and(gt(products.id, after), or(isNotNull(products.coverUrl), isNotNull(productPictures.id))))
    .orderBy(asc(products.id))
    .limit(limit);

export const countProductsWithCovers = async (executor: Executor) => {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(
      or(
        isNotNull(products.coverUrl),
        sql`exists (select 1 from ${productPictures} where ${productPictures.productId} = ${products.id} and ${productPictures.isCover})`,
      ),
    );
  return row?.count ?? 0;
};

export const saveCover = (
  executor: Executor,
  productId: number,
  values: { sourceUrl: string; thumbnailKey?: string | null; error: string | null },
) =>
  executor
    .insert(productCovers)
    .values({ productId, ...values, refreshedAt: new Date() })
    .onConflictDoUpdate({ target: productCovers.productId, set: { ...values, refreshedAt: new Date() } });

/** Whether the shop's site shows this product: visible, and let through by the restrictions in force. */
export const isShownPublicly = async (executor: Executor, productId: number) => {
  const [row] = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), await publicCondition(executor)) as SQL);
  return row !== undefined;
};
