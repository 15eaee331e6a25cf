import { MAX_PAGE_SIZE } from '@colophon/contract';
import * as s from './search-schema.ts';

/**
 * Screen state in the URL (STYLE.md): validated here, a bad value falls back to the default instead
 * of breaking the page. The router JSON-parses values, so texts are coerced back to strings. The
 * schemas are `search-schema.ts`'s, not zod's: the route tree is in the first load.
 */
const text = s.coerce.string().max(200).optional().catch(undefined);

/** Detail screens read the entity id from `?id=`; none means "create". */
export const ZDetailSearch = s.object({ id: s.coerce.number().int().positive().optional().catch(undefined) });

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A list's page, size, sort (`field` or `-field`) and search; features extend it with filters. */
export const ZListSearch = s.object({
  page: s.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: s.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().catch(undefined),
  sort: s
    .string()
    .regex(/^-?\w+$/)
    .optional()
    .catch(undefined),
  search: text,
});
export type TListSearch = s.Infer<typeof ZListSearch>;

/** The list query the API takes: a page and its size always, the URL's sort, search and filters. */
export type TListQuery<S extends TListSearch> = Omit<S, 'page' | 'pageSize'> & {
  page: number;
  pageSize: number;
};

/** The list query the API takes, from the URL's state. */
export const listQuery = <S extends TListSearch>({ page, pageSize, sort, search, ...filters }: S) =>
  ({
    ...filters,
    page: page ?? 1,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    ...(sort ? { sort } : {}),
    ...(search ? { search } : {}),
  }) as unknown as TListQuery<S>;

export { text as ZSearchText };

/** A search param that falls back to "absent" when the URL holds a bad value. */
export const optional = <O, I>(schema: s.Schema<O, I>) => schema.optional().catch(undefined);
/** A yes/no filter. */
export const ZSearchFlag = optional(s.boolean());

/** A sort of one of the fields given (`field` or `-field`). */
export const sortOf = <F extends string>(fields: readonly F[]) =>
  optional(s.string().refine((value): value is F | `-${F}` => fields.includes(value.replace(/^-/, '') as F)));
