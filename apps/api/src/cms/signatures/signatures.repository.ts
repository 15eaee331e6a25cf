import type { Locale, TNamedListQuery } from '@colophon/contract';
import { eq, ilike, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { posts } from '../posts/posts.tables.ts';
import { localizedName } from '../tags/tags.repository.ts';
import { type SignatureRow, signatures } from './signatures.tables.ts';

export type CountedSignature = SignatureRow & { postsCount: number };
export type SignatureValues = Pick<SignatureRow, 'localizations' | 'pictureUrl'>;
const postsCount = sql<number>`(select count(*)::int from ${posts} where ${posts.signatureId} = ${signatures.id})`;

export const listSignatures = async (executor: Executor, query: TNamedListQuery, locale: Locale) => {
  const name = localizedName(sql`${signatures.localizations}`, locale);
  const sortable = { name: sql`lower(${name})`, postsCount };
  const { rows, totalCount } = await listPage(executor, query, {
    select: () => executor.select({ signature: signatures, postsCount }).from(signatures).$dynamic(),
    where: query.search ? ilike(name, containing(query.search)) : undefined,
    orderBy: sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, signatures.id),
  });
  return {
    rows: rows.map(({ signature, postsCount: count }) => ({ ...signature, postsCount: count })),
    totalCount,
  };
};

export const allSignatures = (executor: Executor) => executor.select().from(signatures);

export const findSignature = async (executor: Executor, id: number): Promise<CountedSignature | null> => {
  const [found] = await executor
    .select({ signature: signatures, postsCount })
    .from(signatures)
    .where(eq(signatures.id, id));
  return found ? { ...found.signature, postsCount: found.postsCount } : null;
};

export const insertSignature = async (executor: Executor, values: SignatureValues) => {
  const [row] = await executor.insert(signatures).values(values).returning({ id: signatures.id });
  if (!row) throw new Error('the signature was not inserted');
  return row.id;
};

export const updateSignature = (executor: Executor, id: number, version: number, values: SignatureValues) =>
  updateAtVersion(executor, signatures, id, version, values);

export const deleteSignature = (executor: Executor, id: number) =>
  executor.delete(signatures).where(eq(signatures.id, id));
