import type { FailureStatus } from '@colophon/contract';
import {
  failureExample,
  failureResponseNames,
  failures,
  headerComponents,
  headersOf,
  notModifiedDescription,
  tagDescriptions,
} from './openapi-operations.ts';

/**
 * The last pass over the generated document, so that a generator takes it as it is: the shop's
 * server, every tag described, the answers' headers, request schemas a typed client can fill, and
 * no component nothing points to.
 */

type Json = Record<string, unknown>;
interface Response {
  $ref?: string;
  description?: string;
  headers?: Json;
  content?: Record<string, Json>;
}
interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: Json;
  parameters?: Json[];
  responses?: Record<string, Response>;
}
export type OpenApiDocument = Json & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json> };
};

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every `#/components/schemas/X` a value points to, at any depth. */
const refsIn = (value: unknown, found: Set<string> = new Set()): Set<string> => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (isObject(item))
      for (const [key, child] of Object.entries(item)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
          found.add(child.slice('#/components/schemas/'.length));
        else pending.push(child);
      }
  }
  return found;
};

/** The components reachable from `roots`, following references between components. */
const reachable = (roots: unknown[], schemas: Record<string, Json>) => {
  const seen = new Set<string>();
  const pending = [...refsIn(roots)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (seen.has(name)) continue;
    seen.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  return seen;
};

const operationsOf = (document: OpenApiDocument) =>
  Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations));

/**
 * A default in a request schema is the server's business: it fills what the client leaves out. Said
 * in words rather than as `default`, since generators (openapi-typescript's `defaultNonNullable`)
 * read a default as "always present", which holds for answers, not for what a client sends.
 */
const defaultsInWords = (schema: unknown) => {
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const item = pending.pop();
    if (Array.isArray(item)) pending.push(...item);
    else if (isObject(item)) {
      if ('default' in item) {
        const said = `Defaults to ${JSON.stringify(item.default)} when left out.`;
        item.description = typeof item.description === 'string' ? `${item.description} ${said}` : said;
        delete item.default;
      }
      pending.push(...Object.values(item));
    }
  }
};

export const leanDocument = (document: OpenApiDocument, serverUrl: string): OpenApiDocument => {
  const schemas = document.components?.schemas ?? {};
  const operations = operationsOf(document);
  const tags = new Set<string>();
  const failureResponses: Record<string, Response> = {};
  for (const operation of operations) {
    for (const tag of operation.tags ?? []) tags.add(tag);
    const responses = operation.responses ?? {};
    const rateLimited = '429' in responses;
    const reference = '304' in responses;
    for (const [key, response] of Object.entries(responses)) {
      const status = Number(key) as FailureStatus | 500;
      const name = failureResponseNames[status];
      if (name === undefined) {
        response.headers = { ...headersOf(status, rateLimited, reference), ...response.headers };
        if (key === '304') response.description = notModifiedDescription;
        continue;
      }
      failureResponses[name] ??= {
        description: failures[status].description,
        headers: headersOf(status, true),
        content: {
          'application/json': { ...response.content?.['application/json'], example: failureExample(status) },
        },
      };
      responses[key] = { $ref: `#/components/responses/${name}` };
    }
  }
  const requests = operations.flatMap((operation) => [operation.requestBody, operation.parameters]);
  const requestSchemas = reachable(requests, schemas);
  const answerSchemas = reachable(
    [...operations.map((operation) => operation.responses), failureResponses],
    schemas,
  );
  for (const name of requestSchemas) {
    if (answerSchemas.has(name))
      throw new Error(`The component ${name} is both sent and answered: name its input apart`);
    defaultsInWords(schemas[name]);
  }
  for (const request of requests) defaultsInWords(request);
  const used = new Set([...requestSchemas, ...answerSchemas]);
  return {
    ...document,
    servers: [{ url: serverUrl, description: 'This shop’s API' }],
    security: [{ bearer: [] }],
    tags: [...tags].sort().map((name) => ({
      name,
      description: tagDescriptions[name] ?? `The ${name} endpoints.`,
    })),
    components: {
      ...document.components,
      headers: headerComponents,
      responses: failureResponses,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
};
