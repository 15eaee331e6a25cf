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
/**
 * Why an action failed: every failure names one of these codes, each answered with its HTTP status.
 * Two failures may share a status and still call for different moves: a 409 `stale-version` means
 * someone else saved first (reload, then redo), a 409 `not-allowed` that the entity's present state
 * refuses the action (redoing it will not help).
 */
export const errorCodes = {
  /** The input breaks a rule of the contract or of the shop: the fields at fault are listed. */
  invalid: 400,
  /** Not signed in, or the access token has expired. */
  unauthenticated: 401,
  /** Signed in without the claim (or the ownership) this needs. */
  forbidden: 403,
  /** No such entity, or no such route. */
  'not-found': 404,
  /** The entity has changed since the version sent: someone else saved first. */
  'stale-version': 409,
  /** The entity's present state does not allow the action (its status, what uses it, what is left). */
  'not-allowed': 409,
  /** The body is too large. */
  'too-large': 413,
  /** Too many requests: try again after Retry-After seconds. */
  'rate-limited': 429,
  /** An unexpected failure: the message carries the request id. */
  internal: 500,
  /** The service cannot answer now: try again after Retry-After seconds. */
  unavailable: 503,
} as const;
export type TErrorCode = keyof typeof errorCodes;
export const ZErrorCode = z
  .enum(Object.keys(errorCodes) as [TErrorCode, ...TErrorCode[]])
  .describe(
    'Why the action failed. `stale-version` (409): someone else saved first, reload and redo; ' +
      '`not-allowed` (409): the present state refuses the action.',
  );

/** What every failure answers (400, 401, 403, 404, 409, 413, 429, 500, 503): its code, the messages, and the fields at fault. */
export const ZActionFailure = z.object({
  isValid: z.literal(false),
  code: ZErrorCode,
  errors: z.array(z.string()),
  propertiesErrorMessages: z.array(ZPropertyError),
});
export type TActionResult<T> = {
  isValid: boolean;
  /** Why it failed; a success has none. */
  code?: TErrorCode;
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
