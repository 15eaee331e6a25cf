import { type Endpoint, issuesToPropertyErrors } from '@colophon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { AppError, forbidden } from '../http/app-error.ts';
import { holds, type RequestContext } from '../http/request-context.ts';
import { InvalidInputError } from '../http/serve.ts';

/*
 * The two catalogue routes that `serve` cannot carry: the CSV export answers a file, not an action
 * result, and the ONIX upload takes a raw body. They keep the contract's path, claim and query
 * schema, and fail the same way as every other route.
 */

const guard = (endpoint: Endpoint, context: RequestContext) => {
  if (endpoint.access === 'public') return;
  if (!context.user) throw new AppError('unauthenticated', 'unauthenticated');
  if (endpoint.access !== 'signed-in' && !holds(context.user, endpoint.access)) throw forbidden();
};

const parseQuery = <S extends z.ZodType>(schema: S, data: unknown, context: RequestContext): z.output<S> => {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw new InvalidInputError(issuesToPropertyErrors(result.error.issues, context.locale));
};

type QueryOf<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.output<Q>
      : undefined
    : never;

/** Registers a route of the contract whose handler answers through `reply` itself. */
export const serveRaw = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: { consumes?: string[]; produces?: string[] },
  handler: (input: { query: QueryOf<E>; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>,
) => {
  const schema: RouteShorthandOptions['schema'] = {
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'General'],
    description: `Access: ${endpoint.access}`,
    ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...options,
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    handler: async (request, reply) => {
      guard(endpoint, request.context);
      const query = (
        endpoint.query ? parseQuery(endpoint.query, request.query, request.context) : undefined
      ) as QueryOf<E>;
      return handler({ query, request, reply });
    },
  });
};
