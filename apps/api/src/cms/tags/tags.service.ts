import type {
  Locale,
  ParsedBody,
  TLocalizedTag,
  TNamedListQuery,
  TTag,
  tagEndpoints,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import { inTransaction, type UniqueFields } from '../../db/unique-violation.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { byLocale, localizationList, textIn } from '../localized-texts.ts';
import {
  allTags,
  type CountedTag,
  deleteTag,
  findTag,
  insertTag,
  listTags,
  updateTag,
} from './tags.repository.ts';
import type { TagRow } from './tags.tables.ts';

type TagCreate = ParsedBody<typeof tagEndpoints.create>;
type TagUpdate = ParsedBody<typeof tagEndpoints.update>;

/** A name used twice in a language is answered on that language's name (the first localization when unsure). */
const uniqueNames = (input: TagCreate): UniqueFields => {
  const at = (locale: Locale) =>
    Math.max(
      0,
      input.localizations.findIndex((item) => item.locale === locale),
    );
  return {
    tags_name_fr_key: { propertyName: `localizations.${at('fr')}.name`, message: 'tagNameTaken' },
    tags_name_en_key: { propertyName: `localizations.${at('en')}.name`, message: 'tagNameTaken' },
  };
};

export const toTag = (row: CountedTag): TTag => ({
  id: row.id,
  version: row.version,
  localizations: localizationList(row.localizations),
  postsCount: row.postsCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toLocalizedTag = (row: CountedTag, locale: Locale): TLocalizedTag => ({
  id: row.id,
  name: textIn(row.localizations, locale).name,
  postsCount: row.postsCount,
});
const tagSnapshot = (row: TagRow) => ({ localizations: row.localizations });

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

export const createTagsService = (services: Services) => {
  const { db } = services;
  const tags = audited({ entity: 'Tag', find: findTag, snapshot: tagSnapshot });
  const values = (input: TagCreate) => ({ localizations: byLocale(input.localizations) });

  return {
    get: async (id: number) => toTag(await tags.read(db, id)),
    create: (input: TagCreate, by: SignedInUser | null) =>
      inTransaction(db, uniqueNames(input), async (tx) =>
        toTag(await tags.create(tx, by, () => insertTag(tx, values(input)))),
      ),
    update: (input: TagUpdate, by: SignedInUser | null) =>
      inTransaction(db, uniqueNames(input), async (tx) =>
        toTag(
          await tags.update(tx, by, input.id, () => updateTag(tx, input.id, input.version, values(input))),
        ),
      ),
    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => tags.removeAll(tx, by, ids, (_, id) => deleteTag(tx, id))),
    localized: async (id: number, locale: Locale) => toLocalizedTag(await tags.read(db, id), locale),
    localizedList: async (query: TNamedListQuery, locale: Locale) => {
      const { rows, totalCount } = await listTags(db, query, locale);
      return { items: rows.map((row) => toLocalizedTag(row, locale)), totalCount };
    },
    pairs: async (locale: Locale) =>
      (await allTags(db))
        .map((row) => ({ id: row.id, name: textIn(row.localizations, locale).name }))
        .sort((a, b) => collator.compare(a.name, b.name)),
  };
};
