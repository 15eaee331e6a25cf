import type {
  Locale,
  ParsedBody,
  signatureEndpoints,
  TLocalizedSignature,
  TNamedListQuery,
  TSignature,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { byLocale, localizationList, textIn } from '../localized-texts.ts';
import {
  allSignatures,
  type CountedSignature,
  deleteSignature,
  findSignature,
  insertSignature,
  listSignatures,
  updateSignature,
} from './signatures.repository.ts';
import type { SignatureRow } from './signatures.tables.ts';

type SignatureCreate = ParsedBody<typeof signatureEndpoints.create>;
type SignatureUpdate = ParsedBody<typeof signatureEndpoints.update>;

export const toSignature = (row: CountedSignature): TSignature => ({
  id: row.id,
  version: row.version,
  localizations: localizationList(row.localizations),
  pictureUrl: row.pictureUrl,
  postsCount: row.postsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toLocalizedSignature = (row: CountedSignature, locale: Locale): TLocalizedSignature => {
  const text = textIn(row.localizations, locale);
  return {
    id: row.id,
    name: text.name,
    role: text.role,
    pictureUrl: row.pictureUrl,
    postsCount: row.postsCount,
  };
};
const signatureSnapshot = (row: SignatureRow) => ({
  localizations: row.localizations,
  pictureUrl: row.pictureUrl,
});

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

export const createSignaturesService = (services: Services) => {
  const { db } = services;
  const signatures = audited({ entity: 'Signature', find: findSignature, snapshot: signatureSnapshot });
  const values = (input: SignatureCreate) => ({
    localizations: byLocale(input.localizations),
    pictureUrl: input.pictureUrl,
  });

  return {
    get: async (id: number) => toSignature(await signatures.read(db, id)),
    create: (input: SignatureCreate, by: SignedInUser | null) =>
      db.transaction(async (tx) =>
        toSignature(await signatures.create(tx, by, () => insertSignature(tx, values(input)))),
      ),
    update: (input: SignatureUpdate, by: SignedInUser | null) =>
      db.transaction(async (tx) =>
        toSignature(
          await signatures.update(tx, by, input.id, () =>
            updateSignature(tx, input.id, input.version, values(input)),
          ),
        ),
      ),
    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => signatures.removeAll(tx, by, ids, (_, id) => deleteSignature(tx, id))),
    localized: async (id: number, locale: Locale) =>
      toLocalizedSignature(await signatures.read(db, id), locale),
    localizedList: async (query: TNamedListQuery, locale: Locale) => {
      const { rows, totalCount } = await listSignatures(db, query, locale);
      return { items: rows.map((row) => toLocalizedSignature(row, locale)), totalCount };
    },
    pairs: async (locale: Locale) =>
      (await allSignatures(db))
        .map((row) => ({ id: row.id, name: textIn(row.localizations, locale).name }))
        .sort((a, b) => collator.compare(a.name, b.name)),
  };
};
