import { z } from 'zod';

export const ZPropertyError = z.object({ propertyName: z.string(), errorMessage: z.string() });
export type TPropertyError = z.infer<typeof ZPropertyError>;

/** What a success answers: `entityOutput` is always there (`null` for an action that gives nothing back). */
export const ZActionSuccess = <T extends z.ZodType>(entity: T) =>
  z.object({
    isValid: z.literal(true),
    errors: z.array(z.string()).max(0),
    propertiesErrorMessages: z.array(ZPropertyError).max(0),
    entityOutput: entity,
  });
/** What every failure answers (400, 401, 403, 404, 409, 413, 429, 500): the messages, and the fields at fault. */
export const ZActionFailure = z.object({
  isValid: z.literal(false),
  errors: z.array(z.string()),
  propertiesErrorMessages: z.array(ZPropertyError),
});
export type TActionResult<T> = {
  isValid: boolean;
  errors: string[];
  propertiesErrorMessages: TPropertyError[];
  entityOutput?: T;
};

export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });
export type TPage<T> = { items: T[]; totalCount: number };

export const MAX_PAGE_SIZE = 200;

/** The query every paged list takes; features extend it with filters named after fields. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  sort: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** The largest id a row can have: ids are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;

/** An id sent in a query string. */
export const ZQueryId = z.coerce.number().int().positive().max(MAX_ID);

export const ZById = z.object({ id: ZQueryId });

/**
 * One id or several, as a query string carries them (`id=3&id=7`, or `id=3,7`): what a deletion
 * takes, so that a list's bulk delete is one request, done all or none.
 */
export const ZQueryIds = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((item) =>
      typeof item === 'string' ? item.split(',').filter(Boolean) : [item],
    ),
  z.array(ZQueryId).min(1, 'required').max(MAX_PAGE_SIZE),
);
export const ZByIds = z.object({ id: ZQueryIds });

/** The version an update read; a stale one is answered 409. */
export const ZVersioned = z.object({ version: z.number().int().min(1) });

export const ZEmpty = z.object({});
export const ZNothing = z.null();
