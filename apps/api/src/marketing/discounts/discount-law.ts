import {
  DARCOS_MINIMUM_CENTS,
  DARCOS_THRESHOLD_CENTS,
  isCollectedShipping,
  type Locale,
  type MessageKey,
  maxNewBookDiscountRate,
  shippingMethods,
  type TDiscountInput,
  type TDiscountProduct,
  type TLawNote,
  type TShippingMethod,
  toCents,
  translate,
} from '@colophon/contract';

/**
 * What the French book-price laws say of a discount as configured, before it is saved: the limits
 * to show, and the violations for which saving is refused (400 at the field, naming the law). The
 * engine caps every cart anyway; this is the staff's warning, not the guarantee.
 */

export interface LawFacts {
  /** New books among the assigned products, or, for a discount on categories, attributes or the
   * whole catalogue, a few new books it reaches today (none: nothing the law protects is concerned). */
  newBooksReached: TDiscountProduct[];
  /** The discount reaches books by categories, attributes or the whole catalogue, not by product only. */
  byRule: boolean;
  /** The shop's delivery price of a method for this many cents of books. */
  shippingCost: (method: TShippingMethod, booksCents: number) => number;
}

export interface LawFinding {
  propertyName: string;
  kind: TLawNote['kind'];
  law: TLawNote['law'];
  key: MessageKey;
  params: Record<string, string | number>;
}

type LawInput = Pick<
  TDiscountInput,
  | 'discountType'
  | 'isFree'
  | 'usePercentage'
  | 'discountPercentage'
  | 'discountAmount'
  | 'restrictedToCustomerRoleId'
  | 'restrictedMinSpentAmount'
  | 'restrictedShippingMethodName'
>;

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
const percent = (rate: number) => Math.round(rate * 1000) / 10;

export const lawFindings = (input: LawInput, facts: LawFacts, locale: Locale): LawFinding[] => {
  const findings: LawFinding[] = [];
  const rate = maxNewBookDiscountRate(input.restrictedToCustomerRoleId);
  const max = percent(rate);
  const who = translate(
    input.restrictedToCustomerRoleId === 'PublicBody' ? 'lawWhoLibraries' : 'lawWhoEveryone',
    locale,
  );
  const books = facts.newBooksReached
    .slice(0, 3)
    .map((book) => `« ${book.title} »`)
    .join(', ');
  const reached = facts.newBooksReached.length > 0;
  const percentageField = input.usePercentage ? 'discountPercentage' : 'discountAmount';

  if (input.discountType === 'AppliesToShipping') {
    const methods = (
      input.restrictedShippingMethodName === null
        ? [...shippingMethods]
        : [input.restrictedShippingMethodName]
    ).filter((method) => !isCollectedShipping(method));
    findings.push({
      propertyName: percentageField,
      kind: 'limit',
      law: 'LoiDarcos',
      key: 'lawDarcosLimit',
      params: {},
    });
    if (methods.length === 0) return findings;
    const breaks = methods.some((method) =>
      [
        { books: 0, floor: DARCOS_MINIMUM_CENTS },
        { books: DARCOS_THRESHOLD_CENTS, floor: 1 },
      ].some(({ books: cents, floor }) => {
        const base = facts.shippingCost(method, cents);
        const off = input.isFree
          ? base
          : input.usePercentage
            ? Math.round(base * input.discountPercentage)
            : Math.min(toCents(input.discountAmount), base);
        return base - off < floor;
      }),
    );
    if (breaks)
      findings.push({
        propertyName: input.isFree ? 'isFree' : percentageField,
        kind: 'violation',
        law: 'LoiDarcos',
        key: 'lawDarcosFreeViolation',
        params: {},
      });
    return findings;
  }

  findings.push({
    propertyName: percentageField,
    kind: 'limit',
    law: 'LoiLang',
    key: 'lawLangRateLimit',
    params: { max, who },
  });
  if (facts.byRule && input.discountType === 'AppliesToItems')
    findings.push({
      propertyName: 'assignedToCategories',
      kind: 'limit',
      law: 'LoiLang',
      key: 'lawLangCategoryLimit',
      params: { max },
    });
  if (input.isFree && reached) {
    findings.push({
      propertyName: 'isFree',
      kind: 'violation',
      law: 'LoiLang',
      key: 'lawLangFreeViolation',
      params: { max, books },
    });
    return findings;
  }
  if (input.usePercentage) {
    if (reached && input.discountPercentage > rate + 1e-9)
      findings.push({
        propertyName: 'discountPercentage',
        kind: 'violation',
        law: 'LoiLang',
        key: 'lawLangRateViolation',
        params: { rate: percent(input.discountPercentage), max, books },
      });
    return findings;
  }
  const amountCents = toCents(input.discountAmount);
  if (input.discountType === 'AppliesToItems') {
    const broken = facts.newBooksReached.find(
      (book) =>
        book.priceWithTax !== null && amountCents > Math.floor(toCents(book.priceWithTax) * rate + 1e-9),
    );
    if (broken && broken.priceWithTax !== null)
      findings.push({
        propertyName: 'discountAmount',
        kind: 'violation',
        law: 'LoiLang',
        key: 'lawLangAmountViolation',
        params: {
          amount: money(amountCents, locale),
          max,
          title: broken.title,
          price: money(toCents(broken.priceWithTax), locale),
          allowed: money(Math.floor(toCents(broken.priceWithTax) * rate + 1e-9), locale),
        },
      });
    return findings;
  }
  // On the sub-total: the smallest cart it applies to must be able to take it.
  const minimumCents = input.restrictedMinSpentAmount === null ? 0 : toCents(input.restrictedMinSpentAmount);
  findings.push({
    propertyName: 'restrictedMinSpentAmount',
    kind: 'limit',
    law: 'LoiLang',
    key: 'lawLangSubTotalLimit',
    params: { max, allowed: money(Math.floor(minimumCents * rate + 1e-9), locale) },
  });
  if (reached && amountCents > Math.floor(minimumCents * rate + 1e-9))
    findings.push({
      propertyName: 'discountAmount',
      kind: 'violation',
      law: 'LoiLang',
      key: 'lawLangSubTotalViolation',
      params: {
        amount: money(amountCents, locale),
        max,
        needed: money(Math.ceil(amountCents / rate), locale),
      },
    });
  return findings;
};

export const toLawNote = (finding: LawFinding, locale: Locale): TLawNote => ({
  propertyName: finding.propertyName,
  kind: finding.kind,
  law: finding.law,
  message: translate(finding.key, locale, finding.params),
});
