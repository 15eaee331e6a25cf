import {
  type authorEndpoints,
  type collectionEndpoints,
  genericListClaims,
  type ParsedBody,
  type TGenericListQuery,
} from '@colophon/contract';
import { recordActivities } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import type { Db, Tx } from '../../db/database.ts';
import { inTransaction, type UniqueFields } from '../../db/unique-violation.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { forbidden } from '../../http/app-error.ts';
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
  renameAuthorInProducts,
  updateAuthor,
  updateCollection,
} from './generic-lists.repository.ts';
import { authorSnapshot, collectionSnapshot, toAuthor, toCollection } from './generic-lists.views.ts';
import { createReviewsService } from './reviews.service.ts';

type AuthorCreate = ParsedBody<typeof authorEndpoints.create>;
type AuthorUpdate = ParsedBody<typeof authorEndpoints.update>;
type CollectionCreate = ParsedBody<typeof collectionEndpoints.create>;
type CollectionUpdate = ParsedBody<typeof collectionEndpoints.update>;

const uniqueNames: UniqueFields = {
  authors_name_key: { propertyName: 'name', message: 'authorNameTaken' },
  collections_name_key: { propertyName: 'name', message: 'collectionNameTaken' },
};

/** Runs a change in one transaction; a name already used is answered on the `name` field. */
export const savingNames = <T>(db: Db, change: (tx: Tx) => Promise<T>) =>
  inTransaction(db, uniqueNames, change);

/** Biographies and descriptions are HTML typed by staff: sanitised, and cleaned per the client, on write. */
const authorValues = (input: AuthorCreate, html: { clean: boolean }) => ({
  name: input.name,
  biography: sanitizedHtmlOrNull(input.biography, html),
  photoUrl: input.photoUrl,
});
const collectionValues = (input: CollectionCreate, html: { clean: boolean }) => ({
  name: input.name,
  publisher: input.publisher,
  description: sanitizedHtmlOrNull(input.description, html),
});

export const createGenericListsService = (services: Services) => {
  const { db } = services;
  const html = { clean: services.client.features.cleanHtml };
  const reviews = createReviewsService(services);

  const authors = audited({ entity: 'Author', find: findAuthor, snapshot: authorSnapshot });
  const collections = audited({ entity: 'Collection', find: findCollection, snapshot: collectionSnapshot });

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

    getAuthor: async (id: number) => toAuthor(await authors.read(db, id)),

    createAuthor: (input: AuthorCreate, by: SignedInUser | null) =>
      savingNames(db, async (tx) =>
        toAuthor(await authors.create(tx, by, () => insertAuthor(tx, authorValues(input, html)))),
      ),

    /** A new name carries the author's books along: each product naming the old one names the new one. */
    updateAuthor: (input: AuthorUpdate, by: SignedInUser | null) =>
      savingNames(db, async (tx) => {
        const saved = await authors.update(tx, by, input.id, async (before) => {
          const written = await updateAuthor(tx, input.id, input.version, authorValues(input, html));
          if (!written || before.name === input.name) return written;
          const changed = await renameAuthorInProducts(tx, before.name, input.name);
          await recordActivities(
            tx,
            by,
            changed.map((product) => ({
              entity: 'Product',
              entityId: product.id,
              action: 'update',
              before: { authors: product.before },
              after: { authors: product.after },
            })),
          );
          return written;
        });
        return toAuthor(saved);
      }),

    removeAuthors: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => authors.removeAll(tx, by, ids, (_, id) => deleteAuthor(tx, id))),

    getCollection: async (id: number) => toCollection(await collections.read(db, id)),

    createCollection: (input: CollectionCreate, by: SignedInUser | null) =>
      savingNames(db, async (tx) =>
        toCollection(
          await collections.create(tx, by, () => insertCollection(tx, collectionValues(input, html))),
        ),
      ),

    updateCollection: (input: CollectionUpdate, by: SignedInUser | null) =>
      savingNames(db, async (tx) =>
        toCollection(
          await collections.update(tx, by, input.id, () =>
            updateCollection(tx, input.id, input.version, collectionValues(input, html)),
          ),
        ),
      ),

    removeCollections: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => collections.removeAll(tx, by, ids, (_, id) => deleteCollection(tx, id))),
  };
};
