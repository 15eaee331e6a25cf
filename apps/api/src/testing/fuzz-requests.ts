import fc from 'fast-check';

/**
 * Requests generated from the API's own OpenAPI document, read generically (paths, methods, query
 * parameters, JSON bodies, `$ref`s to components), so that every endpoint added later is fuzzed
 * without touching this file. Each request is either well formed, slightly mutated (one bad field
 * among good ones) or hostile (wrong types, missing fields, huge strings, NUL and lone surrogates,
 * negative, huge and NaN-ish numbers, unknown enum values, deep JSON, wrong content types, unknown
 * query parameters).
 */

/** The part of JSON Schema the document uses; anything else is fuzzed as arbitrary JSON. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  method: string;
  path: string;
  query: Parameter[];
  body: JsonSchema | null;
  /** The statuses its operation documents. */
  statuses: Set<number>;
}

export type Identity = 'administrator' | 'claimless' | 'anonymous' | 'forged';

export interface FuzzRequest {
  identity: Identity;
  method: string;
  /** Path and raw query string, percent-encoded by hand (lone surrogates and bad escapes included). */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** Every operation of the document, in its order. */
export const operationsOf = (document: OpenApiDocument): FuzzOperation[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      })),
  );

/** Strings an attacker tries: control characters, NUL, lone surrogates, right-to-left marks, SQL and markup. */
const nastyFragments = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202e',
  '\ufeff',
  '\uffff',
  '😀',
  'e\u0301',
  "' or 1=1 --",
  '%',
  '%00',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0024{jndi:ldap://x}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x10',
  '99999999999999999999999',
  '2024-02-30',
  '0000-00-00',
  'true',
  'null',
  '',
  ' ',
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyFragments),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), loneSurrogates, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc
    .tuple(fc.constantFrom('x', 'é', '\u0000', '😀', '\ud800', 'ab '), fc.integer({ min: 200, max: 200_000 }))
    .map(([unit, times]) => unit.repeat(times)),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2147483649,
    2147483648,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** JSON nested `depth` levels deep, as arrays or objects. */
const nested = (depth: number, asObject: boolean): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = asObject ? { a: value } : [value];
  return value;
};

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** A value of the wrong shape for almost any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.constantFrom('NaN', 'Infinity', '1e400', '-0', '١٢٣'),
  fc
    .tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean())
    .map(([depth, asObject]) => nested(depth, asObject)),
  anyJson,
);

const resolve = (schema: JsonSchema, document: OpenApiDocument): JsonSchema => {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
};

const dateText = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString());

const validString = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.format === 'date') return dateText.map((text) => text.slice(0, 10));
  if (schema.format === 'date-time') return dateText;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern JavaScript cannot read: plain strings below
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
  );
};

const bounded = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : value;

/**
 * Values for `schema`; each nested value is replaced by a hostile one with odds `mutation` in 100
 * (0: all well formed).
 */
export const valueFor = (
  schema: JsonSchema,
  document: OpenApiDocument,
  mutation: number,
  depth = 0,
): fc.Arbitrary<unknown> => {
  const valid = validValueFor(resolve(schema, document), document, mutation, depth);
  if (mutation === 0) return valid;
  return fc.oneof(
    { weight: 100 - mutation, arbitrary: valid },
    { weight: mutation, arbitrary: hostileValue },
  );
};

const validValueFor = (
  schema: JsonSchema,
  document: OpenApiDocument,
  mutation: number,
  depth: number,
): fc.Arbitrary<unknown> => {
  if (depth > 6) return anyJson;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => valueFor(choice, document, mutation, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0)
    return fc
      .tuple(...schema.allOf.map((part) => valueFor(part, document, mutation, depth + 1)))
      .map((parts) =>
        Object.assign({}, ...parts.filter((part) => typeof part === 'object' && part !== null)),
      );
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validValueFor({ ...schema, type }, document, mutation, depth)));
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer': {
      const min = Math.ceil(bounded(schema.minimum ?? schema.exclusiveMinimum, -1_000_000));
      const max = Math.floor(bounded(schema.maximum ?? schema.exclusiveMaximum, 1_000_000));
      return fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.max(Math.min(max, Number.MAX_SAFE_INTEGER), min),
      });
    }
    case 'number': {
      const min = bounded(schema.minimum ?? schema.exclusiveMinimum, -1_000_000);
      const max = Math.max(bounded(schema.maximum ?? schema.exclusiveMaximum, 1_000_000), min);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(valueFor(schema.items ?? {}, document, mutation, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectFor(schema, document, mutation, depth);
    default:
      return schema.properties ? objectFor(schema, document, mutation, depth) : anyJson;
  }
};

const objectFor = (
  schema: JsonSchema,
  document: OpenApiDocument,
  mutation: number,
  depth: number,
): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      valueFor(property, document, mutation, depth + 1),
    ]),
  );
  // Well formed: the required fields always; mutated: each field may be missing, unknown ones appear.
  const requiredKeys = mutation === 0 ? (schema.required ?? []) : [];
  const record = fc.record(shape, { requiredKeys });
  if (mutation === 0) return record;
  return fc
    .tuple(record, fc.option(fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 })))
    .map(([known, unknown]) => ({ ...unknown, ...known }));
};

/** Percent-encodes text as a sloppy or hostile client would: lone surrogates as their raw bytes. */
const encodeQueryText = (text: string) => {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      encoded += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else encoded += encodeURIComponent(text[index] ?? '');
  }
  return encoded;
};

/** A query value as text: arrays comma-joined or repeated, objects as JSON. */
const queryTexts = (value: unknown): fc.Arbitrary<string[]> => {
  if (Array.isArray(value)) {
    const texts = value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')));
    return fc.constantFrom([texts.join(',')], texts);
  }
  if (typeof value === 'string') return fc.constant([value]);
  return fc.constant([JSON.stringify(value) ?? '']);
};

const rawQueryPieces = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '+',
  '&&',
  '=',
  '[]',
  '%2',
);

const queryFor = (operation: FuzzOperation, document: OpenApiDocument, mutation: number) => {
  const known = operation.query.map((parameter) =>
    fc
      .option(valueFor(parameter.schema ?? {}, document, mutation).chain(queryTexts), {
        freq: mutation === 0 && parameter.required ? 1_000_000 : 3,
      })
      .map((texts) =>
        texts === null
          ? []
          : texts.map((text) => `${encodeURIComponent(parameter.name)}=${encodeQueryText(text)}`),
      ),
  );
  const unknown =
    mutation === 0
      ? fc.constant<string[]>([])
      : fc.array(
          fc.oneof(
            fc
              .tuple(
                fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor')),
                hostileString,
              )
              .map(([name, text]) => `${encodeQueryText(name)}=${encodeQueryText(text.slice(0, 5000))}`),
            rawQueryPieces,
          ),
          { maxLength: 3 },
        );
  return fc
    .tuple(fc.tuple(...known), unknown)
    .map(([pieces, extra]) => [...pieces.flat(), ...extra].join('&'));
};

const contentTypes = fc.constantFrom(
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'garbage/;;;',
  '',
);

/** A body that is not the JSON the schema describes: broken or deep JSON, bytes, another format. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"text"',
    '1e999',
    '{"__proto__":{"x":1}}',
    '\u0000',
    '<?xml version="1.0"?><a/>',
  ),
  fc.integer({ min: 1_000, max: 400_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 900_000, max: 1_200_000 }).map((size) => JSON.stringify({ text: 'x'.repeat(size) })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  hostileString,
);

/** Mostly the administrator, whose requests go past the claim check into the services. */
const identities: fc.Arbitrary<Identity> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('administrator' as const) },
  { weight: 2, arbitrary: fc.constant('claimless' as const) },
  { weight: 2, arbitrary: fc.constant('anonymous' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
);

/** Requests for one operation: the mode (well formed, mutated, hostile) first, then the rest. */
export const requestsFor = (operation: FuzzOperation, document: OpenApiDocument): fc.Arbitrary<FuzzRequest> =>
  fc
    .constantFrom(0, 5, 30)
    .chain((mutation) => {
      const body: fc.Arbitrary<{ body?: string; contentType?: string }> = operation.body
        ? fc.oneof(
            {
              weight: 6,
              arbitrary: valueFor(operation.body, document, mutation).map((value) => ({
                body: JSON.stringify(value) ?? '',
                contentType: 'application/json',
              })),
            },
            {
              weight: mutation === 0 ? 0 : 2,
              arbitrary: hostileBody.map((text) => ({ body: text, contentType: 'application/json' })),
            },
            {
              weight: mutation === 0 ? 0 : 1,
              arbitrary: fc
                .tuple(
                  fc.oneof(
                    hostileBody,
                    valueFor(operation.body, document, 0).map((value) => JSON.stringify(value) ?? ''),
                  ),
                  contentTypes,
                )
                .map(([text, contentType]) => ({ body: text, contentType })),
            },
            { weight: mutation === 0 ? 0 : 1, arbitrary: fc.constant({}) },
          )
        : mutation === 0
          ? fc.constant({})
          : fc.oneof(
              { weight: 3, arbitrary: fc.constant({}) },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(hostileBody, fc.oneof(contentTypes, fc.constant('application/json')))
                  .map(([text, contentType]) => ({ body: text, contentType })),
              },
            );
      return fc.record({
        identity: identities,
        query: queryFor(operation, document, mutation),
        body,
        language: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom('en', 'fr', 'fr-FR,fr;q=0.9,en;q=0.8') },
          {
            weight: mutation === 0 ? 0 : 1,
            // What a client can put in a header: bytes read as latin1, no control characters.
            arbitrary: hostileString.map((text) =>
              text.slice(0, 2000).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?'),
            ),
          },
        ),
      });
    })
    .map(({ identity, query, body, language }) => {
      const headers: Record<string, string> = { 'accept-language': language };
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        identity,
        method: operation.method,
        url: query ? `${operation.path}?${query}` : operation.path,
        headers,
        ...(body.body === undefined ? {} : { body: body.body }),
      };
    });

/** A request as text to replay it: long values cut, with their length. */
export const describeRequest = (request: FuzzRequest) => {
  const cut = (text: string) =>
    text.length > 500
      ? `${JSON.stringify(text.slice(0, 500))}… (${text.length} characters)`
      : JSON.stringify(text);
  return [
    `${request.method} ${request.url.length > 1000 ? `${request.url.slice(0, 1000)}… (${request.url.length} characters)` : request.url}`,
    `as ${request.identity}`,
    `headers ${JSON.stringify(request.headers).slice(0, 500)}`,
    request.body === undefined ? 'no body' : `body ${cut(request.body)}`,
  ].join('\n');
};
