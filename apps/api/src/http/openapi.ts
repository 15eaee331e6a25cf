import * as contract from '@colophon/contract';
import {
  allEndpoints,
  type Endpoint,
  type FailureStatus,
  translate,
  ZActionFailure,
  ZActionResult,
} from '@colophon/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exampleOf as exampleFromSchema } from './openapi-examples.ts';

/**
 * The contract's named schemas, as the components of the document: every exported `ZThing` schema
 * is the component `Thing`, so that a generated client has the contract's names. A schema used as
 * a whole query string stays inline, since OpenAPI spells a query as one parameter per field.
 */
const contractComponents = () => {
  const registry = z.registry<{ id: string }>();
  const queries = new Set<unknown>(allEndpoints.map((endpoint) => endpoint.query));
  const names = new Set(Object.keys(contract));
  for (const [name, value] of Object.entries(contract)) {
    if (!/^Z[A-Z]/.test(name) || !(value instanceof z.ZodType)) continue;
    if (queries.has(value) || registry.has(value)) continue;
    // A body's component is `<Name>Input`: a contract schema already named so keeps that name.
    if (names.has(`${name}Input`)) continue;
    registry.add(value, { id: name.slice(1) });
  }
  return registry;
};

/** What each failure status means, and an example of its answer (in English; French by default). */
const failures: Record<FailureStatus, { description: string; messageKey: contract.MessageKey }> = {
  400: { description: 'The input is not valid: the fields at fault are listed', messageKey: 'required' },
  401: { description: 'Not signed in, or the access token has expired', messageKey: 'unauthenticated' },
  403: { description: 'Signed in without the claim this needs', messageKey: 'forbidden' },
  404: { description: 'No such entity', messageKey: 'notFound' },
  409: { description: 'The entity has changed since the version sent', messageKey: 'conflict' },
  413: { description: 'The body is too large', messageKey: 'tooLarge' },
  429: { description: 'Too many requests: try again after Retry-After seconds', messageKey: 'rateLimited' },
  503: { description: 'The service cannot answer now: try again later', messageKey: 'genericError' },
};

const exampleOf = (status: FailureStatus) => {
  const message = translate(failures[status].messageKey, 'en', { seconds: 60 });
  return {
    isValid: false,
    errors: [message],
    propertiesErrorMessages: status === 400 ? [{ propertyName: 'name', errorMessage: message }] : [],
  };
};

const shapeKeys = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** The failure statuses an endpoint can answer, from its contract entry. */
export const failureStatuses = (endpoint: Endpoint, raw: { consumes?: string[] } = {}): FailureStatus[] => {
  const statuses = new Set<FailureStatus>(endpoint.answers ?? []);
  const takesBody = endpoint.body !== undefined || raw.consumes !== undefined;
  if (endpoint.query || takesBody) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed-in') statuses.add(403);
  const named = [...shapeKeys(endpoint.query), ...shapeKeys(endpoint.body)];
  if (named.some((key) => ['id', 'ean', 'productId'].includes(key))) statuses.add(404);
  if (shapeKeys(endpoint.body).includes('version')) statuses.add(409);
  if (takesBody) statuses.add(413);
  if (endpoint.rateLimit) statuses.add(429);
  return [...statuses].sort();
};

/**
 * The answers of an operation in the document: 200 with its action result (or the file it
 * serves), then every failure status it can answer, each with the failure envelope.
 */
export const responsesOf = (endpoint: Endpoint, raw: { consumes?: string[]; produces?: string[] } = {}) => {
  const ok = raw.produces
    ? {
        description: 'The file',
        content: Object.fromEntries(raw.produces.map((type) => [type, { schema: z.string() }])),
      }
    : {
        description: 'Done: `entityOutput` holds the answer',
        content: { 'application/json': { schema: ZActionResult(endpoint.response) } },
      };
  return {
    200: ok,
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

type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, Record<string, unknown>> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};
type JsonSchema = NonNullable<Parameters<typeof exampleFromSchema>[0]>;

/** Gives each answer of the document its example: the failure envelope, or one made from the success schema. */
const withExamples = (document: OpenApiDocument): OpenApiDocument => {
  const components = document.components?.schemas ?? {};
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!media) continue;
        if (status in failures) media.example = exampleOf(Number(status) as FailureStatus);
        else if (status === '200') {
          const example = exampleFromSchema(media.schema as JsonSchema, components);
          // A success carries no error.
          if (example && typeof example === 'object')
            media.example = { ...example, errors: [], propertiesErrorMessages: [] };
        }
      }
  return document;
};

/** The OpenAPI document at /openapi.json and its interactive reference at /docs, from local assets. */
export const registerOpenApi = async (app: FastifyInstance) => {
  const schemaRegistry = contractComponents();
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Colophon API',
        description:
          'The API of Colophon, the back-office console of online bookshops. Every answer is an action result ' +
          '`{ isValid, errors, propertiesErrorMessages, entityOutput }`, in the language of `Accept-Language` ' +
          '(French by default, English).',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => withExamples(transformObject(document) as OpenApiDocument),
  });
  // The reference's page needs its own scripts and styles: swagger-ui's policy with the hashes of its
  // inline code, never framed, and no upgrade to https (the API may be served over http on a LAN).
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (policy) =>
      policy
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
