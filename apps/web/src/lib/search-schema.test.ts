import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from './search-schema.ts';

/** What the router may hand over: its JSON-parsed search values, and the odd ones a hand-typed URL gives. */
const values: unknown[] = [
  undefined,
  null,
  0,
  1,
  -1,
  2.5,
  25,
  250,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 60,
  '',
  '3',
  ' 7 ',
  'abc',
  '-name',
  'name',
  'na me',
  'x'.repeat(201),
  true,
  false,
  'users',
  'roles',
  [],
  [1],
  {},
  { a: 1 },
];

const same = (light: s.StandardSchema, zod: z.ZodType) => {
  for (const value of values) {
    const lightResult = light['~standard'].validate(value) as { value?: unknown; issues?: unknown };
    const zodResult = zod.safeParse(value);
    expect({ value, valid: !lightResult.issues }).toEqual({ value, valid: zodResult.success });
    if (zodResult.success)
      expect({ value, output: lightResult.value }).toEqual({ value, output: zodResult.data });
  }
};

describe('search schemas', () => {
  it('when a value is coerced to a number, then it passes and fails as with zod', () => {
    same(
      s.coerce.number().int().min(1).optional().catch(undefined),
      z.coerce.number().int().min(1).optional().catch(undefined),
    );
    same(s.coerce.number().int().positive(), z.coerce.number().int().positive());
    same(s.coerce.number().int().min(1).max(200), z.coerce.number().int().min(1).max(200));
    same(s.number(), z.number());
  });

  it('when a value is a text, then it passes and fails as with zod', () => {
    same(
      s.coerce.string().max(200).optional().catch(undefined),
      z.coerce.string().max(200).optional().catch(undefined),
    );
    same(
      s
        .string()
        .regex(/^-?\w+$/)
        .optional()
        .catch(undefined),
      z
        .string()
        .regex(/^-?\w+$/)
        .optional()
        .catch(undefined),
    );
    same(s.string().min(1), z.string().min(1));
    same(
      s.string().refine((text) => text.startsWith('n')),
      z.string().refine((text) => text.startsWith('n')),
    );
  });

  it('when a value is one of a set or a flag, then it passes and fails as with zod', () => {
    same(
      s.enum(['users', 'roles']).optional().catch(undefined),
      z.enum(['users', 'roles']).optional().catch(undefined),
    );
    same(s.boolean().optional().catch(undefined), z.boolean().optional().catch(undefined));
  });

  it('when an object is read, then absent keys stay absent, bad ones fall back and others are dropped', () => {
    const light = s.object({
      page: s.coerce.number().int().min(1).optional().catch(undefined),
      sort: s.string().optional().catch(undefined),
    });
    const zod = z.object({
      page: z.coerce.number().int().min(1).optional().catch(undefined),
      sort: z.string().optional().catch(undefined),
    });
    for (const input of [{}, { page: 2 }, { page: 'x' }, { page: 0, sort: 'name', other: 1 }, { sort: 3 }]) {
      expect(light.parse(input)).toEqual(zod.parse(input));
      expect(Object.keys(light.parse(input))).toEqual(Object.keys(zod.parse(input)));
    }
  });

  it('when an object is extended, then its fields are added or replaced, zod ones included', () => {
    const base = s.object({ page: s.coerce.number().optional().catch(undefined), tab: s.string() });
    const extended = base.extend({
      tab: s.enum(['a', 'b']).optional().catch(undefined),
      flag: z.boolean().optional(),
    });
    expect(extended.parse({ page: '2', tab: 'c', flag: true, other: 1 })).toEqual({
      page: 2,
      tab: undefined,
      flag: true,
    });
    expect(() => extended.parse({ flag: 'yes' })).toThrow();
    expect(() => base.parse({})).toThrow();
  });
});
