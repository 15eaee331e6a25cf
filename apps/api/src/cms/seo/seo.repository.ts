import type { Locale } from '@colophon/contract';
import { and, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { postLocalizations } from '../posts/posts.tables.ts';

/** The relative URLs of `locale` that are `base` or `base-N`, other posts than `exceptPostId`. */
export const takenRelativeUrls = async (
  executor: Executor,
  locale: Locale,
  base: string,
  exceptPostId: number | undefined,
) => {
  const rows = await executor
    .select({ relativeUrl: postLocalizations.relativeUrl })
    .from(postLocalizations)
    .where(
      and(
        eq(postLocalizations.locale, locale),
        or(
          eq(postLocalizations.relativeUrl, base),
          like(postLocalizations.relativeUrl, `${base.replace(/[\\%_]/g, '\\$&')}-%`),
        ),
        exceptPostId === undefined ? undefined : ne(postLocalizations.postId, exceptPostId),
      ),
    )
    .orderBy(sql`1`);
  return new Set(rows.map((row) => row.relativeUrl));
};
