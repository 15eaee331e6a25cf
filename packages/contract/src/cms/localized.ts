import { z } from 'zod';
import { type Locale, locales } from '../messages-types.ts';

export const ZLocale = z.enum(locales);

/**
 * A list of localizations, one per language at most, at least one: `localizations.N.field` names a
 * field in errors. Entities keep French and English side by side; public reads answer the caller's.
 */
export const localizationsOf = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object({ locale: ZLocale, ...shape }))
    .min(1, 'localizationRequired')
    .max(locales.length)
    .superRefine((list, context) => {
      const seen = new Set<unknown>();
      list.forEach((item, index) => {
        const { locale } = item as { locale: Locale };
        if (seen.has(locale))
          context.addIssue({ code: 'custom', path: [index, 'locale'], message: 'localeTwice' });
        seen.add(locale);
      });
    });

/** The localization of `locale`, else the default language's, else the first. */
export const localizedIn = <T extends { locale: Locale }>(
  list: readonly T[],
  locale: Locale,
): T | undefined =>
  list.find((item) => item.locale === locale) ?? list.find((item) => item.locale === 'fr') ?? list[0];

export const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
export const ZRequiredName = z.string().trim().min(1, 'required').max(200);

/** An id and a name in the caller's language: what pickers list. */
export const ZPair = z.object({ id: z.number().int(), name: z.string() });
export type TPair = z.infer<typeof ZPair>;
