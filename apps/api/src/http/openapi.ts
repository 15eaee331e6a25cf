import * as contract from '@colophon/contract';
import { allEndpoints } from '@colophon/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { leanDocument, type OpenApiDocument } from './openapi-document.ts';
import { exampleOf as exampleFromSchema } from './openapi-examples.ts';
import { operationIdOf, successOf } from './openapi-operations.ts';

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

type JsonSchema = NonNullable<Parameters<typeof exampleFromSchema>[0]>;

/**
 * Each success envelope is a component named after what it carries: `ProductResult` when the
 * contract names the schema (`ZProduct`), else after the first operation answering it
 * (`GetBackOfficeCatalogProductsResult`).
 */
const nameEnvelopes = (registry: z.core.$ZodRegistry<{ id: string }>) => {
  for (const endpoint of allEndpoints) {
    const envelope = successOf(endpoint.response);
    if (registry.has(envelope)) continue;
    const named = registry.get(endpoint.response)?.id;
    const operation = operationIdOf(endpoint);
    registry.add(envelope, {
      id: `${named ?? operation.charAt(0).toUpperCase() + operation.slice(1)}Result`,
    });
  }
  return registry;
};

/** Gives each success of the document its example, made from its schema (failures share theirs, `components.responses`). */
const withExamples = (document: OpenApiDocument): OpenApiDocument => {
  const components = document.components?.schemas ?? {};
  for (const operations of Object.values(document.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.['application/json'];
        if (!media) continue;
        if (status === '200') {
          const example = exampleFromSchema(media.schema as JsonSchema, components);
          // A success carries no error.
          if (example && typeof example === 'object')
            media.example = { ...example, errors: [], propertiesErrorMessages: [] };
        }
      }
  return document;
};

/** The OpenAPI document at /openapi.json and its interactive reference at /docs, from local assets. */
export const registerOpenApi = async (app: FastifyInstance, { serverUrl }: { serverUrl: string }) => {
  const schemaRegistry = nameEnvelopes(contractComponents());
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
        contact: { name: 'Colophon', url: `${serverUrl}/docs` },
        license: { name: 'Proprietary: the shop’s own API', identifier: 'LicenseRef-Proprietary' },
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) =>
      withExamples(leanDocument(transformObject(document) as OpenApiDocument, serverUrl)),
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
