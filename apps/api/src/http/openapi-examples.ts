/**
 * Examples of the document's success answers, made from their JSON Schemas: every property filled
 * with a value its schema accepts (formats, enums, bounds, patterns), one item per list. The OpenAPI
 * test validates each example against its own schema.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Texts tried, in order, against a pattern: the shapes the contract's patterns ask for. */
const patternSamples = [
  '9782070360024',
  'A01',
  'FR',
  'fr',
  'un-mot-apres-l-autre',
  'ABC123',
  '2026-11-24',
  '10:30',
  '#2f5d8a',
  'abc',
  '1',
];

const formatSamples: Record<string, string> = {
  'date-time': '2026-11-24T09:30:00.000Z',
  date: '2026-11-24',
  time: '09:30:00',
  email: 'camille.roux@librairie.example',
  uri: 'https://librairie.example/',
  url: 'https://librairie.example/',
  uuid: '4b2c7a0e-6f0d-4d7e-9a51-2f1c3b8d9e10',
  ipv4: '192.0.2.10',
};

const stringExample = (schema: JsonSchema) => {
  if (schema.format && formatSamples[schema.format]) return formatSamples[schema.format];
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    return patternSamples.find((sample) => pattern.test(sample));
  }
  const text = 'Le Silence des rivières';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? text.length;
  return text.length < min ? text.padEnd(min, '.') : text.slice(0, Math.max(min, Math.min(max, text.length)));
};

const numberExample = (schema: JsonSchema, integer: boolean) => {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  // 1 when the bounds allow it (an id, a count, a price in cents), else the nearest bound.
  const value = Math.min(Math.max(1, low ?? 1), high ?? Number.POSITIVE_INFINITY);
  return integer ? Math.ceil(value) : value;
};

/** Lists deeper than this are empty in an example (a tree of categories ends). */
const LIST_DEPTH = 6;

/** An example of `schema` (its `$ref`s read in `components`), or undefined when none could be made. */
export const exampleOf = (
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth = 0,
): unknown => {
  if (!schema || depth > 40) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return exampleOf(components[name], components, depth + 1);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const concrete = branches.filter((branch) => branch.type !== 'null');
    for (const branch of [...concrete, ...branches]) {
      const example = exampleOf(branch, components, depth + 1);
      if (example !== undefined) return example;
    }
    return undefined;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => exampleOf(part, components, depth + 1));
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part))
      ? Object.assign({}, ...parts)
      : parts[0];
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((candidate) => candidate !== 'null') ?? types[0];
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'string':
      return stringExample(schema);
    case 'array': {
      if (depth > LIST_DEPTH && !schema.minItems) return [];
      const item = exampleOf(schema.items, components, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const value = exampleOf(property, components, depth + 1);
        if (value !== undefined) object[key] = value;
      }
      return object;
    }
    default:
      return undefined;
  }
};
