/**
 * Schemas of the URL's search params, for the routes' `validateSearch`. The route tree is part of the
 * first load, so these are tiny and synchronous instead of zod (whose classic API does not
 * tree-shake: ~35 kB gzipped). The API is the subset of zod's that search params need, with zod's
 * semantics: `s.coerce.number().int().min(1).optional().catch(undefined)` reads and behaves as in zod.
 * Each schema is a Standard Schema (what TanStack Router takes); `object(…)` and `.extend(…)` also
 * accept any Standard Schema field, a zod one included.
 */

type Result<O> = { readonly value: O; readonly issues?: undefined } | { readonly issues: readonly Issue[] };
interface Issue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** A Standard Schema v1 (https://standardschema.dev), as TanStack Router and zod define it. */
export interface StandardSchema<O = unknown, I = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => Result<O> | Promise<Result<O>>;
    readonly types?: { readonly input: I; readonly output: O } | undefined;
  };
}
type OutputOf<S> = S extends StandardSchema<infer O, unknown> ? O : never;
type InputOf<S> = S extends StandardSchema<unknown, infer I> ? I : never;

const fail = (message: string): Result<never> => ({ issues: [{ message }] });
const ok = <O>(value: O): Result<O> => ({ value });

/** A schema: validates synchronously, never throws unless `parse` is asked to. */
export class Schema<O = unknown, I = unknown> implements StandardSchema<O, I> {
  readonly '~standard': StandardSchema<O, I>['~standard'];
  protected readonly run: (value: unknown) => Result<O>;

  constructor(run: (value: unknown) => Result<O>) {
    this.run = run;
    this['~standard'] = { version: 1, vendor: 'colophon', validate: run };
  }

  /** The value, or throws the first issue. */
  parse(value: unknown): O {
    const result = this.run(value);
    if (result.issues) throw new Error(result.issues[0]?.message ?? 'Invalid');
    return result.value;
  }

  /** `undefined` is valid and stays `undefined`. */
  optional(): Schema<O | undefined, I | undefined> {
    return new Schema<O | undefined, I | undefined>((value) =>
      value === undefined ? ok(undefined) : this.run(value),
    );
  }

  /** Any invalid value gives the fallback instead of an issue. */
  catch<C extends O>(fallback: C): Schema<O, I> {
    return new Schema((value) => {
      const result = this.run(value);
      return result.issues ? ok(fallback) : result;
    });
  }

  /** A rule on the valid value; a type guard narrows the output. */
  refine<N extends O>(rule: (value: O) => value is N, message?: string): Schema<N, I>;
  refine(rule: (value: O) => boolean, message?: string): Schema<O, I>;
  refine(rule: (value: O) => boolean, message = 'Invalid'): Schema<O, I> {
    return new Schema((value) => {
      const result = this.run(value);
      return result.issues || rule(result.value) ? result : fail(message);
    });
  }
}

/** Zod's name for a schema of output O, for code written against zod (`s.ZodType<T>`). */
export type ZodType<O = unknown, I = unknown> = Schema<O, I>;

class StringSchema<I = string> extends Schema<string, I> {
  private with(rule: (value: string) => boolean, message: string) {
    return new StringSchema<I>((value) => {
      const result = this.run(value);
      return result.issues || rule(result.value) ? result : fail(message);
    });
  }
  min(length: number) {
    return this.with((value) => value.length >= length, `At least ${length} characters`);
  }
  max(length: number) {
    return this.with((value) => value.length <= length, `At most ${length} characters`);
  }
  regex(pattern: RegExp) {
    return this.with((value) => {
      pattern.lastIndex = 0;
      return pattern.test(value);
    }, `Does not match ${pattern}`);
  }
}

class NumberSchema<I = number> extends Schema<number, I> {
  private with(rule: (value: number) => boolean, message: string) {
    return new NumberSchema<I>((value) => {
      const result = this.run(value);
      return result.issues || rule(result.value) ? result : fail(message);
    });
  }
  int() {
    return this.with(Number.isSafeInteger, 'Not an integer');
  }
  min(minimum: number) {
    return this.with((value) => value >= minimum, `Less than ${minimum}`);
  }
  max(maximum: number) {
    return this.with((value) => value <= maximum, `More than ${maximum}`);
  }
  positive() {
    return this.with((value) => value > 0, 'Not positive');
  }
}

const isString = (value: unknown) => (typeof value === 'string' ? ok(value) : fail('Not a string'));
const isNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? ok(value) : fail('Not a number');

export const string = () => new StringSchema(isString);
export const number = () => new NumberSchema(isNumber);
export const boolean = () =>
  new Schema<boolean, boolean>((value) => (typeof value === 'boolean' ? ok(value) : fail('Not a boolean')));

/** One of the values given. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  new Schema<T[number], T[number]>((value) =>
    values.includes(value as string) ? ok(value as T[number]) : fail(`Not one of ${values.join(', ')}`),
  );

export { oneOf as enum };

/** As zod's `z.coerce`: the value is converted first (the router gives numbers and texts as JSON). */
export const coerce = {
  string: () => new StringSchema<unknown>((value) => isString(String(value))),
  number: () => new NumberSchema<unknown>((value) => isNumber(Number(value))),
};

type Shape = Record<string, StandardSchema>;
type Flatten<T> = { [K in keyof T]: T[K] };
/** As zod: a key whose value may be undefined is optional. */
type ObjectOf<T> = Flatten<
  { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
    [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
  }
>;
type ShapeOutput<S extends Shape> = ObjectOf<{ [K in keyof S]: OutputOf<S[K]> }>;
type ShapeInput<S extends Shape> = ObjectOf<{ [K in keyof S]: InputOf<S[K]> }>;

export class ObjectSchema<S extends Shape> extends Schema<ShapeOutput<S>, ShapeInput<S>> {
  readonly shape: S;

  constructor(shape: S) {
    super((input) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('Not an object');
      const source = input as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      const issues: Issue[] = [];
      for (const [key, field] of Object.entries(shape)) {
        const result = field['~standard'].validate(source[key]);
        if (result instanceof Promise)
          throw new Error(`Search param "${key}": asynchronous schemas are not supported`);
        if (result.issues) issues.push(...result.issues.map((issue) => ({ ...issue, path: [key] })));
        // As zod: an absent key whose value is undefined stays absent.
        else if (result.value !== undefined || key in source) output[key] = result.value;
      }
      return issues.length ? { issues } : ok(output as ShapeOutput<S>);
    });
    this.shape = shape;
  }

  /** The same object with more fields, or fields replaced. */
  extend<E extends Shape>(fields: E): ObjectSchema<Flatten<Omit<S, keyof E> & E>> {
    return new ObjectSchema({ ...this.shape, ...fields } as Flatten<Omit<S, keyof E> & E>);
  }
}

/** An object of the fields given; other keys are dropped. */
export const object = <S extends Shape>(shape: S) => new ObjectSchema(shape);

/** The output of a schema, as `z.infer`. */
export type Infer<S> = OutputOf<S>;
