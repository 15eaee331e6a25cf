import SwaggerParser from '@apidevtools/swagger-parser';
import {
  allEndpoints,
  authenticationEndpoints,
  authorEndpoints,
  type Endpoint,
  errorCodes,
  productEndpoints,
} from '@colophon/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { aBook, tokenWithClaims } from '../catalog/testing/catalog-fixtures.ts';
import { startTestApp } from '../testing/index.ts';

/**
 * The document a client is generated from must be valid OpenAPI 3.1 and say the truth: every answer
 * the running API gives, success or failure, is one its operation lists, and matches that schema.
 */

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown; example?: unknown }>;
}
interface Operation {
  responses: Record<string, Response>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
}

const api = await startTestApp();
afterAll(() => api.close());

const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(document, 'openapi');
const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const validators = new Map<string, ValidateFunction>();
/** Where an operation's answer is written: in the operation, or in the shared answer it points to. */
const responseAt = (path: string, method: string, status: string): string[] => {
  const response = document.paths[path]?.[method]?.responses[status];
  return response?.$ref
    ? response.$ref.slice('#/'.length).split('/')
    : ['paths', path, method, 'responses', status];
};
const responseOf = (path: string, method: string, status: string) => {
  const response = document.paths[path]?.[method]?.responses[status];
  return response?.$ref
    ? document.components.responses[response.$ref.slice('#/components/responses/'.length)]
    : response;
};
const validatorOf = (path: string, method: string, status: string) => {
  // A shared answer (`components.responses`) is compiled once, whichever operation points to it.
  const ref = `openapi#/${pointer(...responseAt(path, method, status), 'content', 'application/json', 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
};

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Fails unless the operation documents this status and, for a JSON answer, its schema accepts the body. */
const expectDocumented = (endpoint: Endpoint, answer: Answer) => {
  const what = `${endpoint.method} ${endpoint.path} answered ${answer.statusCode}`;
  const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
  expect(operation, what).toBeDefined();
  expect(
    operation?.responses[String(answer.statusCode)],
    `${what}, which its operation does not list`,
  ).toBeDefined();
  const response = responseOf(endpoint.path, endpoint.method.toLowerCase(), String(answer.statusCode));
  const type = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
  if (type !== 'application/json') {
    expect(Object.keys(response?.content ?? {}), what).toContain(type);
    return;
  }
  const validate = validatorOf(endpoint.path, endpoint.method.toLowerCase(), String(answer.statusCode));
  validate(JSON.parse(answer.body));
  expect(validate.errors ?? [], `${what}: ${answer.body.slice(0, 300)}`).toEqual([]);
};

const send = (
  endpoint: Endpoint,
  options: { token?: string; query?: Record<string, string>; body?: unknown; raw?: string } = {},
) =>
  api.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    query: options.query ?? {},
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.raw !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
    },
    ...(options.raw !== undefined
      ? { payload: options.raw }
      : options.body !== undefined
        ? { payload: JSON.stringify(options.body) }
        : {}),
  });

// The tests that go through every operation (~280) take long on a loaded 2-core machine.
const EVERY_OPERATION = { timeout: 180_000 };

describe('the OpenAPI document', () => {
  it('when it is read, then it is valid OpenAPI 3.1 and names the contract’s schemas as components', async () => {
    expect(document.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(document) as never);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Author', 'AuthorCreateInput', 'Product', 'ActionFailure', 'PropertyError']),
    );
    const author = document.paths[authorEndpoints.get.path]?.get;
    expect(JSON.stringify(author?.responses['200'])).toContain('#/components/schemas/Author');
    expect(Object.keys(author?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '500', '503']);
  });

  it('when a client reads the failure envelope, then its code is one of the contract’s closed list, each failure’s example naming one of its status', () => {
    const failure = document.components.schemas.ActionFailure as { required: string[] };
    expect(failure.required).toContain('code');
    expect(document.components.schemas.ErrorCode).toMatchObject({ enum: Object.keys(errorCodes) });
    const examples = Object.fromEntries(
      Object.values(document.components.responses).map((response) => {
        const example = response.content?.['application/json']?.example as { code: keyof typeof errorCodes };
        return [example.code, errorCodes[example.code]];
      }),
    );
    expect(examples).toMatchObject({ 'stale-version': 409, invalid: 400, 'not-found': 404, internal: 500 });
  });

  it(
    'when a client reads an operation, then each of its JSON answers, success or failure, shows an example its schema accepts',
    EVERY_OPERATION,
    () => {
      let successes = 0;
      for (const [path, operations] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(operations))
          for (const status of Object.keys(operation.responses)) {
            const media = responseOf(path, method, status)?.content?.['application/json'];
            if (!media) continue;
            const what = `${method.toUpperCase()} ${path} ${status}`;
            expect(media.example, `${what} has no example`).toBeDefined();
            const validate = validatorOf(path, method, status);
            validate(media.example);
            expect(validate.errors ?? [], `${what}: ${JSON.stringify(media.example).slice(0, 300)}`).toEqual(
              [],
            );
            if (status === '200') successes += 1;
          }
      expect(successes).toBeGreaterThan(100);
      const author = responseOf(authorEndpoints.get.path, 'get', '200')?.content?.['application/json'];
      expect(author?.example).toMatchObject({ isValid: true, entityOutput: { id: expect.any(Number) } });
    },
  );

  it(
    'when every endpoint is called without signing in, then each answer is one its operation documents',
    EVERY_OPERATION,
    async () => {
      for (const endpoint of allEndpoints) expectDocumented(endpoint, await send(endpoint));
    },
  );

  it(
    'when every endpoint is called by staff holding no claim, then each answer is documented',
    EVERY_OPERATION,
    async () => {
      const token = await tokenWithClaims(api, []);
      for (const endpoint of allEndpoints.filter((candidate) => candidate.method === 'GET'))
        expectDocumented(endpoint, await send(endpoint, { token }));
    },
  );

  it(
    'when the administrator reads every endpoint, then each answer, 200 or not, matches its schema',
    EVERY_OPERATION,
    async () => {
      const token = api.adminToken;
      await api.call(productEndpoints.create, { body: aBook(), token });
      await api.call(authorEndpoints.create, {
        body: { name: 'Annie Ernaux', biography: null, photoUrl: null },
        token,
      });
      let ok = 0;
      for (const endpoint of allEndpoints.filter((candidate) => candidate.method === 'GET')) {
        const answer = await send(endpoint, { token });
        if (answer.statusCode === 200) ok += 1;
        expectDocumented(endpoint, answer);
      }
      expect(ok).toBeGreaterThan(15);
    },
  );

  it('when writes fail (bad input, a taken name, a stale version, a missing entity, a body too large), then each failure is documented', async () => {
    const token = api.adminToken;
    const author = (
      await api.call(authorEndpoints.create, {
        body: { name: 'Marguerite Duras', biography: null, photoUrl: null },
        token,
      })
    ).output;
    const answers: [Endpoint, Answer][] = [
      [authorEndpoints.create, await send(authorEndpoints.create, { token, body: { name: '' } })],
      [authorEndpoints.create, await send(authorEndpoints.create, { token, raw: '{"name":' })],
      [
        authorEndpoints.create,
        await send(authorEndpoints.create, {
          token,
          body: { name: 'Marguerite Duras', biography: null, photoUrl: null },
        }),
      ],
      [
        authorEndpoints.update,
        await send(authorEndpoints.update, {
          token,
          body: {
            id: author.id,
            version: author.version + 1,
            name: 'M. Duras',
            biography: null,
            photoUrl: null,
          },
        }),
      ],
      [authorEndpoints.get, await send(authorEndpoints.get, { token, query: { id: '999999' } })],
      [authorEndpoints.remove, await send(authorEndpoints.remove, { token, query: { id: '999999' } })],
      [
        authorEndpoints.create,
        await send(authorEndpoints.create, {
          token,
          body: { name: 'x', biography: 'y'.repeat(1_100_000), photoUrl: null },
        }),
      ],
    ];
    expect(answers.map(([, answer]) => answer.statusCode)).toEqual([400, 400, 400, 409, 404, 404, 413]);
    expect(answers.map(([, answer]) => (JSON.parse(answer.body) as { code: string }).code)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'stale-version',
      'not-found',
      'not-found',
      'too-large',
    ]);
    for (const [endpoint, answer] of answers) expectDocumented(endpoint, answer);
  });

  it('when a public endpoint is called too often, then its 429 is documented', async () => {
    const endpoint = authenticationEndpoints.forgotPassword;
    let answer = await send(endpoint, { body: { email: 'nobody@librairie.example' } });
    for (let tries = 0; answer.statusCode !== 429 && tries < 100; tries++)
      answer = await send(endpoint, { body: { email: 'nobody@librairie.example' } });
    expect(answer.statusCode).toBe(429);
    expectDocumented(endpoint, answer);
  });
});
