import { issueMessage, type Locale, type TPropertyError } from '@colophon/contract';
import type { core } from 'zod';

/** The first failing rule of each field, by dotted path (`localizations.0.title`), in the user's language. */
export const fieldErrorsOf = (issues: readonly core.$ZodIssue[], locale: Locale): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueMessage(issue, locale);
  }
  return errors;
};

/**
 * The server's error for a field: the first reported property whose name the field's name begins
 * with (SPEC §5), so that `claimTypes` marks `claimTypes.3.id` too.
 */
export const serverErrorFor = (field: string, errors: readonly TPropertyError[]): string | undefined =>
  errors.find(({ propertyName }) => propertyName !== '' && field.startsWith(propertyName))?.errorMessage;

/** The server errors left once a field changed: those that applied to it are gone. */
export const withoutErrorsFor = (field: string, errors: readonly TPropertyError[]) =>
  errors.filter(({ propertyName }) => !(propertyName !== '' && field.startsWith(propertyName)));
