import {
  type authorEndpoints,
  type collectionEndpoints,
  genericListClaims,
  type MessageKey,
  type ParsedBody,
  type TGenericListQuery,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import type { Db, Tx } from '../../db/database.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.ts';
import { holds, type SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  deleteAuthor,
  deleteCollection,
  findAuthor,
  findCollection,
  insertAuthor,
  insertCollection,
  listAuthors,
  listCollections,
  updateAuthor,
  updateCollection,
} from './generic-lists.repository.ts';
import { authorSnapshot, collectionSnapshot, toAuthor, toCollection } from './generic-lists.views.ts';
import { createReviewsService } from './reviews.service.ts';

type AuthorCreate = ParsedBody<typeof authorEndpoints.create>;
type AuthorUpdate = ParsedBody<typeof authorEndpoints.update>;
type CollectionCreate = ParsedBody<typeof collectionEndpoints.create>;
type CollectionUpdate = ParsedBody<typeof collectionEndpoints.update>;

const uniqueNames: Record<string, MessageKey> = {
  authors_name_key: 'authorNameTaken',
  collections_name_key: 'collectionNameTaken',
};

/** Runs a change in one transaction; a name already used is answered on the `name` field. */
export const savingNames = async <T>(db: Db, change: (tx: Tx) => Promise<T>) => {
  try {
    return await db.transaction(change);
  } catch (error) {
    const message = uniqueNames[violatedUniqueIndex(error) ?? ''];
    if (message) throw new AppError('invalid', message, { fields: [{ propertyName: 'name', message }] });
    throw error;
  }
};

const authorValues = (input: AuthorCreate) => ({
  name: input.name,
  biography: input.biography,
  photoUrl: input.photoUrl,
});
const collectionValues = (input: CollectionCreate) => ({
  name: input.name,
  publisher: input.publisher,
  description: input.description,
});

export const createGenericListsService = (services: Services) => {
  const { db } = services;
  const reviews = createReviewsService(services);

  const readAuthor = async (executor: Db | Tx, id: number) => {
    const row = await findAuthor(executor, id);
    if (!row) throw notFound();
    return row;
  };
  const readCollection = async (executor: Db | Tx, id: number) => {
    const row = await findCollection(executor, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    reviews,

    /** One kind of list; the caller needs the claim of that kind. */
    list: async (query: TGenericListQuery, user: SignedInUser | null) => {
      if (!holds(user, genericListClaims[query.kind])) throw forbidden();
      if (query.kind === 'Review') return reviews.list(query);
      if (query.kind === 'Author') {
        const { rows, totalCount } = await listAuthors(db, query);
        return { items: rows.map(toAuthor), totalCount };
      }
      const { rows, totalCount } = await listCollections(db, query);
      return { items: rows.map(toCollection), totalCount };
    },

    getAuthor: async (id: number) => toAuthor(await readAuthor(db, id)),

    createAuthor: (input: AuthorCreate, by: SignedInUser | null) =>
      savingNames(db, async (tx) => {
        const id = await insertAuthor(tx, authorValues(input));
        const row = await readAuthor(tx, id);
        await recordActivity(tx, by, {
          entity: 'Author',
          entityId: id,
          action: 'create',
          after: authorSnapshot(row),
        });
        return toAuthor(row);
      }),

    updateAuthor: (input: AuthorUpdate, by: SignedInUser | null) =>
      savingNames(db, async (tx) => {
        const before = await readAuthor(tx, input.id);
        if (!(await updateAuthor(tx, input.id, input.version, authorValues(input)))) throw conflict();
        const after = await readAuthor(tx, input.id);
        await recordActivity(tx, by, {
          entity: 'Author',
          entityId: input.id,
          action: 'update',
          before: authorSnapshot(before),
          after: authorSnapshot(after),
        });
        return toAuthor(after);
      }),

    removeAuthor: (id: number, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const before = await readAuthor(tx, id);
        await deleteAuthor(tx, id);
        await recordActivity(tx, by, {
          entity: 'Author',
          entityId: id,
          action: 'delete',
          before: authorSnapshot(before),
        });
        return null;
      }),

    getCollection: async (id: number) => toCollection(await readCollection(db, id)),

    createCollection: (input: CollectionCreate, by: SignedInUser | null) =>
      savingNames(db, async (tx) => {
        const id = await insertCollection(tx, collectionValues(input));
        const row = await readCollection(tx, id);
        await recordActivity(tx, by, {
          entity: 'Collection',
          entityId: id,
          action: 'create',
          after: collectionSnapshot(row),
        });
        return toCollection(row);
      }),

    updateCollection: (input: CollectionUpdate, by: SignedInUser | null) =>
      savingNames(db, async (tx) => {
        const before = await readCollection(tx, input.id);
        if (!(await updateCollection(tx, input.id, input.version, collectionValues(input)))) throw conflict();
        const after = await readCollection(tx, input.id);
        await recordActivity(tx, by, {
          entity: 'Collection',
          entityId: input.id,
          action: 'update',
          before: collectionSnapshot(before),
          after: collectionSnapshot(after),
        });
        return toCollection(after);
      }),

    removeCollection: (id: number, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const before = await readCollection(tx, id);
        await deleteCollection(tx, id);
        await recordActivity(tx, by, {
          entity: 'Collection',
          entityId: id,
          action: 'delete',
          before: collectionSnapshot(before),
        });
        return null;
      }),
  };
};
