import type { Locale, TNamedListQuery } from '@colophon/contract';
import { eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { postTags } from '../posts/posts.tables.ts';
import { type TagRow, tags } from './tags.tables.ts';

export type CountedTag = TagRow & { postsCount: number };
const postsCount = sql<number>`(select count(*)::int from ${postTags} where ${postTags.tagId} = ${tags.id})`;

/** The name in `locale`, else French, else English: what lists show, search and sort. */
export const localizedName = (localizations: SQL | typeof tags.localizations, locale: Locale) =>
  sql<string>`coalesce(${localizations}->${locale}::text->>'name', ${localizations}->'fr'->>'name', ${localizations}->'en'->>'name')`;

export const listTags = async (executor: Executor, query: TNamedListQuery, locale: Locale) => {
  const name = localizedName(tags.localizations, locale);
  const sortable = { name: sql`lower(${name})`, postsCount };
  const { rows, totalCount } = await listPage(executor, query, {
    select: () => executor.select({ tag: tags, postsCount }).from(tags).$dynamic(),
    where: query.search ? ilike(name, containing(query.search)) : undefined,
    orderBy: sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, tags.id),
  });
  return { rows: rows.map(({ tag, postsCount: count }) => ({ ...tag, postsCount: count })), totalCount };
};

export const allTags = (executor: Executor) => executor.select().from(tags);

export const findTag = async (executor: Executor, id: number): Promise<CountedTag | null> => {
  const [found] = await executor.select({ tag: tags, postsCount }).from(tags).where(eq(tags.id, id));
  return found ? { ...found.tag, postsCount: found.postsCount } : null;
};

export const insertTag = async (executor: Executor, values: Pick<TagRow, 'localizations'>) => {
  const [row] = await executor.insert(tags).values(values).returning({ id: tags.id });
  if (!row) throw new Error('the tag was not inserted');
  return row.id;
};

export const updateTag = (
  executor: Executor,
  id: number,
  version: number,
  values: Pick<TagRow, 'localizations'>,
) => updateAtVersion(executor, tags, id, version, values);

export const deleteTag = (executor: Executor, id: number) => executor.delete(tags).where(eq(tags.id, id));
