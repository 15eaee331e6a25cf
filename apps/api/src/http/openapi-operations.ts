import {
  type Endpoint,
  errorCodes,
  type FailureStatus,
  type MessageKey,
  translate,
  ZActionFailure,
  ZActionSuccess,
} from '@colophon/contract';
import { z } from 'zod';

/**
 * What the OpenAPI document says of each operation, from its contract entry alone: its id, its tag,
 * its security, and every answer it can give with their headers. The document's assembly (components,
 * examples, pruning) is openapi.ts's.
 */

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /BackOffice/Catalog/Products` → `getBackOfficeCatalogProducts`: unique, stable, readable in a generated client. */
export const operationIdOf = (endpoint: Pick<Endpoint, 'method' | 'path'>) =>
  endpoint.method.toLowerCase() + endpoint.path.split('/').filter(Boolean).map(pascal).join('');

/** An operation's tag is its path's area (`/BackOffice/Catalog/Products` → `Catalog`), as the console's features. */
export const tagOf = (endpoint: Pick<Endpoint, 'path'>) => endpoint.path.split('/')[2] ?? 'General';

/** What each tag groups, for the document's `tags` (every tag an operation uses is described). */
export const tagDescriptions: Record<string, string> = {
  ActivityLog: 'Who changed what, and when: the activity log of every versioned edit.',
  Address: 'Reference lists for addresses: genders and countries.',
  Analytics: 'Tracked actions, targets, profiles and the analyses staff run on them.',
  Authentication: 'Signing in and refreshing the session token.',
  BackgroundTask: 'The background tasks (pg-boss jobs) and their progress.',
  Bloc: 'The blocs a page is made of: types, widths, their posts.',
  Catalog: 'The book catalogue: products, search, restrictions, ONIX imports, caches.',
  CatalogList: 'Catalogue lists: news, to be released, best sellers.',
  Category: 'The categories of posts, as a tree.',
  Customer: 'The shop’s customers.',
  Document: 'Orders and their documents (delivery notes, invoices, credit notes), and the actions on them.',
  EventRegistration: 'Registrations to the shop’s events.',
  GenericList: 'Authors, reviews and collections.',
  Home: 'The home screen’s figures of the shop’s day.',
  Hosting: 'What the console needs to know of the shop it serves.',
  Label: 'Shipping labels of packages.',
  Mail: 'The mail log: every mail the shop sends, and its delivery.',
  MailCampain: 'Mail campaigns: their content, targets, sending and statistics.',
  Media: 'The media library: pictures, sounds, videos and files.',
  Menu: 'The site’s menus and their items.',
  Message: 'Messages sent by readers through the contact form, and the replies.',
  Offer: 'Commercial operations shown on the site, with their books.',
  Page: 'The site’s pages, as a tree, and their blocs.',
  Popup: 'Popups shown on the site.',
  Post: 'Posts (articles, events, podcasts…) and their editorial workflow.',
  Seo: 'Addresses made from titles.',
  ShoppingCart: 'The public cart: pricing a cart and placing an order.',
  Signature: 'Signatures of posts.',
  Store: 'The shop’s stores: collection points and opening hours.',
  Subscription: 'Subscriptions (newsletters, alerts) and their subscribers.',
  Tag: 'Tags of posts.',
  User: 'Staff accounts, their roles and claims, and the signed-in user’s profile.',
};

/** What each failure status means, and the message of its example. */
export const failures: Record<FailureStatus | 500, { description: string; messageKey: MessageKey }> = {
  400: { description: 'The input is not valid: the fields at fault are listed', messageKey: 'required' },
  401: { description: 'Not signed in, or the access token has expired', messageKey: 'unauthenticated' },
  403: { description: 'Signed in without the claim this needs', messageKey: 'forbidden' },
  404: { description: 'No such entity', messageKey: 'notFound' },
  409: {
    description:
      'The entity has changed since the version sent (`stale-version`: reload, then redo), or its present state does not allow the action (`not-allowed`)',
    messageKey: 'conflict',
  },
  413: { description: 'The body is too large', messageKey: 'tooLarge' },
  429: { description: 'Too many requests: try again after Retry-After seconds', messageKey: 'rateLimited' },
  500: {
    description: 'An unexpected failure: the message carries the request id, the detail is in the log',
    messageKey: 'genericError',
  },
  503: {
    description:
      'The service cannot answer now (database unreachable, a public read too long): try again after Retry-After seconds',
    messageKey: 'genericError',
  },
};

/** The first code answered with `status` (409's example is `stale-version`, whose message it shows). */
const codeOf = (status: FailureStatus | 500) =>
  (Object.keys(errorCodes) as (keyof typeof errorCodes)[]).find((code) => errorCodes[code] === status);

/** The failure envelope an example of each status shows (in English; French by default). */
export const failureExample = (status: FailureStatus | 500) => {
  const message = translate(failures[status].messageKey, 'en', { seconds: 60 });
  return {
    isValid: false,
    code: codeOf(status),
    errors: [message],
    propertiesErrorMessages: status === 400 ? [{ propertyName: 'name', errorMessage: message }] : [],
  };
};

/** The statuses every operation may answer, whatever its entry: the database may be away, and a bug is a bug. */
const ALWAYS: (FailureStatus | 500)[] = [500, 503];

/** The object schema behind wrappers (a pipe, a default, an intersection), for reading its field names. */
const fieldsOf = (schema: unknown): string[] => {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in);
  if (schema instanceof z.ZodIntersection)
    return [...fieldsOf(schema.def.left), ...fieldsOf(schema.def.right)];
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return schema.options.flatMap(fieldsOf);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return fieldsOf(schema.def.innerType);
  return [];
};

/** The failure statuses an endpoint can answer, from its contract entry. */
export const failureStatuses = (
  endpoint: Endpoint,
  raw: { consumes?: string[] } = {},
): (FailureStatus | 500)[] => {
  const statuses = new Set<FailureStatus | 500>([...(endpoint.answers ?? []), ...ALWAYS]);
  // Fastify reads a body sent with any method but GET, whether the entry takes one or not: too large is 413.
  const takesBody = endpoint.body !== undefined || raw.consumes !== undefined;
  const readsBody = takesBody || endpoint.method !== 'GET';
  if (endpoint.query || readsBody) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed-in') statuses.add(403);
  const named = [...fieldsOf(endpoint.query), ...fieldsOf(endpoint.body)];
  // An entity named by an id or an EAN (`id`, `ids`, `targetId`, `eans`…) may be gone.
  if (named.some((key) => /^(ids?|eans?)$|Ids?$|Eans?$/.test(key))) statuses.add(404);
  if (fieldsOf(endpoint.body).includes('version')) statuses.add(409);
  if (readsBody) statuses.add(413);
  if (endpoint.rateLimit) statuses.add(429);
  return [...statuses].sort();
};

/** Headers of answers, declared once in `components.headers`. */
export const headerComponents = {
  RateLimitLimit: {
    description: 'Requests this address may send per window',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitRemaining: {
    description: 'Requests left in the window',
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitReset: {
    description: 'Seconds until the window starts again',
    schema: { type: 'integer', minimum: 0 },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
  RequestId: {
    description: 'The id of this request in the API’s log',
    schema: { type: 'string' },
  },
  ETag: {
    description:
      'The validator of a reference list: sent back in If-None-Match, it answers 304 while the list is unchanged',
    schema: { type: 'string' },
  },
};
const header = (name: keyof typeof headerComponents) => ({ $ref: `#/components/headers/${name}` });

/**
 * The headers of an answer: every answer carries its request id; a rate-limited operation's success
 * and 429 say what is left of the window; 429 and 503 say when to come back; a reference list's
 * 200 and 304 carry its ETag.
 */
export const headersOf = (status: number, rateLimited: boolean, reference = false) => ({
  'x-request-id': header('RequestId'),
  ...(reference && (status === 200 || status === 304) ? { etag: header('ETag') } : {}),
  ...(rateLimited && (status === 200 || status === 429)
    ? {
        'x-ratelimit-limit': header('RateLimitLimit'),
        'x-ratelimit-remaining': header('RateLimitRemaining'),
        'x-ratelimit-reset': header('RateLimitReset'),
      }
    : {}),
  ...(status === 429 || status === 503 ? { 'retry-after': header('RetryAfter') } : {}),
});

/** The name of each failure's shared answer in `components.responses`. */
export const failureResponseNames: Record<FailureStatus | 500, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  429: 'TooManyRequests',
  500: 'ServerError',
  503: 'ServiceUnavailable',
};

/**
 * The success envelope of a response schema, one instance per schema so that the document names it
 * once (`ProductResult`), however many operations answer it.
 */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
export const successOf = (response: z.ZodType) => {
  let envelope = envelopes.get(response);
  if (!envelope) {
    envelope = ZActionSuccess(response);
    envelopes.set(response, envelope);
  }
  return envelope;
};

/**
 * The answers of an operation as Fastify takes them: 200 with its success envelope (or the file it
 * serves), then every failure status it can answer, each with the failure envelope.
 */
/** A reference list read again with the ETag of the copy the caller holds. */
export const notModifiedDescription =
  'Not modified: the copy whose ETag the request sent in If-None-Match is still right';
// No body: Fastify's swagger writes no content for a null schema (the document adds the description).
const notModified = z.null();

export const responsesOf = (endpoint: Endpoint, raw: { consumes?: string[]; produces?: string[] } = {}) => {
  const ok = raw.produces
    ? {
        description: 'The file',
        content: Object.fromEntries(raw.produces.map((type) => [type, { schema: z.string() }])),
      }
    : {
        description: 'Done: `entityOutput` holds the answer',
        content: { 'application/json': { schema: successOf(endpoint.response) } },
      };
  return {
    200: ok,
    ...(endpoint.reference ? { 304: notModified } : {}),
    ...Object.fromEntries(
      failureStatuses(endpoint, raw).map((status) => [
        status,
        {
          description: failures[status].description,
          content: { 'application/json': { schema: ZActionFailure } },
        },
      ]),
    ),
  };
};
