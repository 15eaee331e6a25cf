import type { TPropertyError } from '@colophon/contract';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { currentLocale } from '@/i18n/i18n.ts';
import { ApiError, isStaleVersion } from '@/lib/api-error.ts';
import { fieldErrorsOf, serverErrorFor, withoutErrorsFor } from './field-errors.ts';
import {
  compareValues,
  defaultChoices,
  type FieldChoice,
  type FieldDifference,
  mergeValues,
} from './form-diff.ts';

type Values = Record<string, unknown>;

const useValidatedForm = <T extends Values>(
  initialValues: T,
  validate: (values: T) => Record<string, string>,
) => useForm<T>({ mode: 'controlled', initialValues, validateInputOnBlur: true, validate });
/** Mantine's form type (its `.d.mts` re-export of the types does not resolve under NodeNext). */
type UseFormReturnType<T extends Values> = ReturnType<typeof useValidatedForm<T>>;

/** A 409 being resolved: what I typed, what is saved now, and which one each differing field keeps. */
export interface Comparison<T extends Values> {
  mine: T;
  theirs: T;
  differences: FieldDifference[];
  choices: Record<string, FieldChoice>;
}

/** How long the comparison waits for the page's reload to put the saved version in the form. */
const RELOAD_TIMEOUT_MS = 30_000;

export interface DetailForm<T extends Values> {
  form: UseFormReturnType<T>;
  /** Input props for a field: its value, the first failing rule inline, else the server's error. */
  field: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => ReturnType<UseFormReturnType<T>['getInputProps']>;
  /** The server's error for a field that is not a plain input (a group of checkboxes). */
  serverError: (path: string) => string | undefined;
  /** Wraps a save: validation, server field errors, stale-version conflicts; resolves once saved. */
  submit: (save: (values: T) => Promise<unknown>) => (event?: React.FormEvent<HTMLFormElement>) => void;
  conflict: boolean;
  dismissConflict: () => void;
  /**
   * On a 409: runs the page's reload (which fetches the saved version, bases the next save on it and
   * ends with `reset`), then puts back what I typed over it, field by field: my changes stay, the
   * fields only the other person changed take their value. Resolves false when the reload failed.
   */
  compare: (reload: () => unknown) => Promise<boolean>;
  /** The comparison shown, until closed. */
  comparison: Comparison<T> | null;
  /** Keeps mine or theirs for one field of the comparison (all of them without a path). */
  choose: (choice: FieldChoice, path?: string) => void;
  closeComparison: () => void;
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
 * field whose name begins with the property; surfaces a stale version (409 `stale-version`) as a
 * conflict to resolve.
 */
export const useDetailForm = <T extends Values>(
  schema: z.ZodType,
  initialValues: T,
  /** What the schema checks: the form's values as the API takes them (empty texts as null…). */
  toInput: (values: T) => unknown = (values) => values,
): DetailForm<T> => {
  const [serverErrors, setServerErrors] = useState<TPropertyError[]>([]);
  const [conflict, setConflict] = useState(false);
  const [comparison, setComparison] = useState<Comparison<T> | null>(null);
  /** Set while `compare` waits for the page's reload to reset the form with the saved values. */
  const awaitingReset = useRef<((values: T | null) => void) | null>(null);
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
        // Only "someone else saved first" is a conflict to resolve; a 409 of the state (`not-allowed`) is its toast.
        if (isStaleVersion(error)) setConflict(true);
        if (error instanceof ApiError && error.result) setServerErrors(error.result.propertiesErrorMessages);
      }
    });

  const compare: DetailForm<T>['compare'] = async (reload) => {
    const base = structuredClone(form.getInitialValues());
    const mine = structuredClone(form.getValues());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const saved = new Promise<T | null>((resolve) => {
      awaitingReset.current = resolve;
      timer = setTimeout(() => resolve(null), RELOAD_TIMEOUT_MS);
    });
    let theirs: T | null = null;
    try {
      const reloading = reload();
      // A reload that answers a promise has reset the form once it resolves; else wait for the reset.
      if (reloading instanceof Promise) {
        await reloading;
        awaitingReset.current?.(null);
      }
      theirs = await saved;
    } catch {
      theirs = null;
    } finally {
      clearTimeout(timer);
      awaitingReset.current = null;
    }
    if (!theirs) return false;
    const differences = compareValues(base, mine, theirs);
    const choices = defaultChoices(differences);
    form.setValues(mergeValues(mine, theirs, choices));
    setComparison({ mine, theirs, differences, choices });
    return true;
  };

  const choose: DetailForm<T>['choose'] = (choice, path) => {
    if (!comparison) return;
    const paths = path === undefined ? comparison.differences.map((difference) => difference.path) : [path];
    const choices = { ...comparison.choices };
    for (const each of paths) choices[each] = choice;
    form.setValues(mergeValues(comparison.mine, comparison.theirs, choices));
    setComparison({ ...comparison, choices });
  };

  return {
    form,
    field,
    serverError: (path) => form.errors[path]?.toString() ?? serverErrorFor(path, serverErrors),
    submit,
    conflict,
    dismissConflict: () => setConflict(false),
    compare,
    comparison,
    choose,
    closeComparison: () => setComparison(null),
    reset: (values) => {
      awaitingReset.current?.(structuredClone(values));
      awaitingReset.current = null;
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      setServerErrors([]);
      setConflict(false);
      setComparison(null);
    },
    isDirty: () => form.isDirty(),
    allowLeave: () => {
      leaving.current = true;
    },
    leaveAllowed: () => leaving.current,
  };
};
