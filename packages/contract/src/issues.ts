import { type core, z } from 'zod';
import type { TPropertyError } from './action-result.ts';
import { isMessageKey, type Locale, translate } from './messages.ts';

const zodLocales = { fr: z.locales.fr(), en: z.locales.en() };

/** One zod issue as the user reads it: our catalogue's text for our keys, zod's own translation otherwise. */
export const issueMessage = (issue: core.$ZodIssue, locale: Locale): string => {
  if (isMessageKey(issue.message))
    return translate(
      issue.message,
      locale,
      issue.code === 'custom' ? (issue.params as Record<string, string | number> | undefined) : undefined,
    );
  const translated = zodLocales[locale].localeError(issue as core.$ZodRawIssue);
  if (typeof translated === 'string') return translated;
  return translated?.message ?? issue.message;
};

/** Zod issues as the action result's property errors, with dotted paths (`localizations.0.title`). */
export const issuesToPropertyErrors = (issues: readonly core.$ZodIssue[], locale: Locale): TPropertyError[] =>
  issues.map((issue) => ({
    propertyName: issue.path.map(String).join('.'),
    errorMessage: issueMessage(issue, locale),
  }));
