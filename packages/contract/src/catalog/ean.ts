import { z } from 'zod';

/** An EAN as people type it: spaces and hyphens (978-2-07-036822-8) are dropped. */
export const normalizeEan = (text: string) => text.replace(/[\s-]/g, '');

/** The check digit of the first 12 digits of an EAN-13: weights 1 and 3 in turn, modulo 10. */
export const eanCheckDigit = (first12: string) => {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
};

/** 13 digits whose last one is the check digit of the others. */
export const isValidEan13 = (ean: string) =>
  /^\d{13}$/.test(ean) && eanCheckDigit(ean.slice(0, 12)) === Number(ean[12]);

/** A book's EAN is an ISBN-13: the "Bookland" prefixes 978 and 979. */
export const isIsbn13 = (ean: string) => isValidEan13(ean) && /^97[89]/.test(ean);

/** Completes 12 digits with their check digit. */
export const withCheckDigit = (first12: string) => `${first12}${eanCheckDigit(first12)}`;

/**
 * The one check of every field that takes an EAN (the catalogue's, a subscription's identifier, a
 * tracked action's book…), with one message: 13 digits whose last one is the check digit. Adds the
 * issue at `path` and answers false when `value` (normalised) is not one.
 */
export const checkEan = (value: string, context: z.RefinementCtx, path: PropertyKey[] = []) => {
  if (isValidEan13(value)) return true;
  // Not continued: the checks across fields (a book's ISBN) have nothing to say of a wrong EAN.
  context.addIssue({ code: 'custom', path, message: 'invalidEan', input: value, continue: false });
  return false;
};

/** Any EAN-13 (books and other items alike), normalised, check digit verified. */
export const ZEan = z
  .string()
  .transform(normalizeEan)
  .superRefine((value, context) => {
    checkEan(value, context);
  });

/** A list of EANs given as `a,b,c` in a query string, or as an array. */
export const ZEanList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(ZEan).min(1, 'required').max(200),
);
