import {
  type Endpoint,
  type HandlerOutput,
  issuesToPropertyErrors,
  type ParsedBody,
  type ParsedQuery,
  translate,
} from '@colophon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { success } from './action-result.ts';
import { AppError } from './app-error.ts';
import { operationIdOf, responsesOf, tagOf } from './openapi-operations.ts';
import { answerReference } from './reference-cache.ts';
import type { RequestContext, SignedInUser } from './request-context.ts';

export interface HandlerInput<E> {
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  context: RequestContext;
}
export type Handler<E> = (input: HandlerInput<E>) => Promise<HandlerOutput<E>>;

/** Parsed input that failed its schema: answered 400 with one property error per bad field. */
export class InvalidInputError extends Error {
  readonly propertiesErrorMessages;
  constructor(propertiesErrorMessages: { propertyName: string; errorMessage: string }[]) {
    super('invalid input');
    this.propertiesErrorMessages = propertiesErrorMessages;
  }
}

/**
 * The path of the first text holding a NUL character, which no PostgreSQL text can hold (nor a
 * search for it run): refused up front, by field, rather than failing in the database. Walked
 * without recursion, so that deeply nested input cannot exhaust the stack.
 */
const fieldWithNul = (data: unknown): string | null => {
  const pending: [unknown, string][] = [[data, '']];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
};

const parse = (schema: z.ZodType | undefined, data: unknown, context: RequestContext) => {
  if (!schema) return undefined;
  const nul = fieldWithNul(data);
  if (nul !== null)
    throw new InvalidInputError([
      { propertyName: nul, errorMessage: translate('invalidValue', context.locale) },
    ]);
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw new InvalidInputError(issuesToPropertyErrors(result.error.issues, context.locale));
};

const checkAccess = (endpoint: Endpoint, user: SignedInUser | null) => {
  if (endpoint.access === 'public') return;
  if (!user) throw new AppError('unauthenticated', 'unauthenticated');
  if (endpoint.access !== 'signed-in' && !user.claims.has(endpoint.access))
    throw new AppError('forbidden', 'forbidden');
};

/** What the OpenAPI document says of an endpoint, from its contract entry: input, access, every answer. */
const documentation = (
  endpoint: Endpoint,
  raw: { consumes?: string[]; produces?: string[] } = {},
): FastifySchema => ({
  operationId: operationIdOf(endpoint),
  summary: endpoint.summary,
  tags: [tagOf(endpoint)],
  description: `Access: ${endpoint.access}`,
  // The document asks for a bearer token by default; a public operation says it needs none.
  ...(endpoint.access === 'public' ? { security: [] } : {}),
  ...(endpoint.query ? { querystring: endpoint.query } : {}),
  ...(endpoint.body ? { body: endpoint.body } : {}),
  response: responsesOf(endpoint, raw),
});

/** The route's per-address limit: every public endpoint has one by construction (the contract's `defineEndpoint`). */
const rateLimitOf = (endpoint: Endpoint) => (endpoint.rateLimit ? { max: endpoint.rateLimit } : false);

/** Every route of the API is registered here, from its entry in the contract's endpoint table. */
export const serve = <E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, rateLimit: rateLimitOf(endpoint) },
    schema: documentation(endpoint),
    handler: async (request, reply) => {
      const context = request.context;
      checkAccess(endpoint, context.user);
      const query = parse(endpoint.query, request.query, context) as ParsedQuery<E>;
      const body = parse(endpoint.body, request.body, context) as ParsedBody<E>;
      const answer = success(await handler({ query, body, context }));
      return endpoint.reference ? answerReference(request, reply, answer) : answer;
    },
  });
};

/**
 * A route of the contract whose handler answers through `reply` itself: a file rather than an
 * action result, or a raw body rather than JSON. Same claim check and query parsing as `serve`.
 */
export const serveRaw = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { consumes?: string[]; produces?: string[] },
  handler: (input: {
    query: ParsedQuery<E>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>,
) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, rateLimit: rateLimitOf(endpoint) },
    schema: { ...documentation(endpoint, options), ...options },
    handler: async (request, reply) => {
      checkAccess(endpoint, request.context.user);
      const query = parse(endpoint.query, request.query, request.context) as ParsedQuery<E>;
      return handler({ query, request, reply });
    },
  });
};

export const messageFor = (error: AppError, context: RequestContext) =>
  translate(error.messageKey, context.locale, error.params);
