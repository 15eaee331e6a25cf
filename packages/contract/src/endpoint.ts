import type { z } from 'zod';
import type { Access } from './claims.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A failure status an endpoint may answer beyond those its entry implies (400 with input, 401
 * unless public, 403 with a claim, 404 when it names an entity by id or EAN, 409 with a version,
 * 413 with a body, 429 when rate limited): the OpenAPI document lists them all.
 */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query: Q;
  body: B;
  /** The schema of `entityOutput` in the action result. */
  response: R;
  /**
   * Requests a client may send per minute and address, when the endpoint is rate limited. Every
   * public endpoint is: `PUBLIC_REQUESTS_PER_MINUTE` unless its entry says otherwise.
   */
  rateLimit?: number;
  /** Failure statuses it may answer beyond those its entry implies. */
  answers?: FailureStatus[];
  /**
   * A stable reference list (types, statuses, countries): answered with an ETag and
   * `private, no-cache`, so that a browser keeps it and a second read is a 304 without a body.
   */
  reference?: boolean;
}

/** What the Internet may ask of each public endpoint, per minute and address, unless its entry says otherwise. */
export const PUBLIC_REQUESTS_PER_MINUTE = 300;

export const defineEndpoint = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(endpoint: {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  query?: Q;
  body?: B;
  response: R;
  rateLimit?: number;
  answers?: FailureStatus[];
  reference?: boolean;
}): Endpoint<Q, B, R> => ({
  ...endpoint,
  query: endpoint.query as Q,
  body: endpoint.body as B,
  ...(endpoint.access === 'public' ? { rateLimit: endpoint.rateLimit ?? PUBLIC_REQUESTS_PER_MINUTE } : {}),
});

export type EndpointQuery<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type EndpointOutput<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** What the API handler receives once the query and body are parsed. */
export type ParsedQuery<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;
export type ParsedBody<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.output<B>
      : undefined
    : never;
/** What the API handler returns: the entity output before serialisation. */
export type HandlerOutput<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.input<R> : never;
