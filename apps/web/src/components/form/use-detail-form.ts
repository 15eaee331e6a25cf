import type { TPropertyError } from '@colophon/contract';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { currentLocale } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fieldErrorsOf, serverErrorFor, withoutErrorsFor } from './field-errors.ts';

type Values = Record<string, unknown>;

const useValidatedForm = <T extends Values>(
  initialValues: T,
  validate: (values: T) => Record<string, string>,
) => useForm<T>({ mode: 'controlled', initialValues, validateInputOnBlur: true, validate });
/** Mantine's form type (its `.d.mts` re-export of the types does not resolve under NodeNext). */
type UseFormReturnType<T extends Values> = ReturnType<typeof useValidatedForm<T>>;

export interface DetailForm<T extends Values> {
  form: UseFormReturnType<T>;
  /** Input props for a field: its value, the first failing rule inline, else the server's error. */
  field: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => ReturnType<UseFormReturnType<T>['getInputProps']>;
  /** The server's error for a field that is not a plain input (a group of checkboxes). */
  serverError: (path: string) => string | undefined;
  /** Wraps a save: validation, server field errors, 409 conflicts; resolves once saved. */
  submit: (save: (values: T) => Promise<unknown>) => (event?: React.FormEvent<HTMLFormElement>) => void;
  conflict: boolean;
  dismissConflict: () => void;
  /** Puts fresh values in the form (after a load or a reload), clean. */
  reset: (values: T) => void;
  /** True while the form holds changes not saved; a successful save clears it. */
  isDirty: () => boolean;
  /** Lets the next navigation through without the unsaved-changes warning. */
  allowLeave: () => void;
  leaveAllowed: () => boolean;
}

/**
 * The detail form every screen reuses (issue 3): validates each field with the contract's zod
 * schema and shows its first failing rule; shows the server's `propertiesErrorMessages` at every
 * field whose name begins with the property; surfaces a 409 as a conflict to resolve.
 */
export const useDetailForm = <T extends Values>(
  schema: z.ZodType,
  initialValues: T,
  /** What the schema checks: the form's values as the API takes them (empty texts as null…). */
  toInput: (values: T) => unknown = (values) => values,
): DetailForm<T> => {
  const [serverErrors, setServerErrors] = useState<TPropertyError[]>([]);
  const [conflict, setConflict] = useState(false);
  const leaving = useRef(false);
  const form = useValidatedForm<T>(initialValues, (values) => {
    const parsed = schema.safeParse(toInput(values));
    return parsed.success ? {} : fieldErrorsOf(parsed.error.issues, currentLocale());
  });

  const field: DetailForm<T>['field'] = (path, options) => {
    const props = form.getInputProps(path, options);
    return {
      ...props,
      error: props.error ?? serverErrorFor(path, serverErrors),
      onChange: (value: unknown) => {
        props.onChange(value);
        // A field the user changes loses the server's error about it.
        setServerErrors((errors) => withoutErrorsFor(path, errors));
      },
    };
  };

  const submit: DetailForm<T>['submit'] = (save) =>
    form.onSubmit(async (values) => {
      setServerErrors([]);
      try {
        await save(values);
        form.setInitialValues(form.getValues());
        form.resetDirty();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setConflict(true);
        if (error instanceof ApiError && error.result) setServerErrors(error.result.propertiesErrorMessages);
      }
    });

  return {
    form,
    field,
    serverError: (path) => form.errors[path]?.toString() ?? serverErrorFor(path, serverErrors),
    submit,
    conflict,
    dismissConflict: () => setConflict(false),
    reset: (values) => {
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setServerErrors([]);
      setConflict(false);
    },
    isDirty: () => form.isDirty(),
    allowLeave: () => {
      leaving.current = true;
    },
    leaveAllowed: () => leaving.current,
  };
};
