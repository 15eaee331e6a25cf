import type { FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/components/form/field-errors.ts';
import { currentLocale } from '@/i18n/i18n.ts';

type ReadForm<T> = { data: FormData } & (
  | { value: T; errors: Record<string, never> }
  | { value: undefined; errors: Record<string, string> }
);

/** Checks what `input` takes from a form's fields with the contract's schema: the value, or each field's first failing rule. */
export const checkForm = <S extends z.ZodType>(
  data: FormData,
  schema: S,
  input: (data: FormData) => unknown,
): ReadForm<z.output<S>> => {
  const parsed = schema.safeParse(input(data));
  return parsed.success
    ? { data, value: parsed.data, errors: {} }
    : { data, value: undefined, errors: fieldErrorsOf(parsed.error.issues, currentLocale()) };
};

/** A guest form's submit (its fields are uncontrolled): `checkForm` of its fields. */
export const readForm = <S extends z.ZodType>(
  event: FormEvent<HTMLFormElement>,
  schema: S,
  input: (data: FormData) => unknown,
): ReadForm<z.output<S>> => {
  event.preventDefault();
  return checkForm(new FormData(event.currentTarget), schema, input);
};
