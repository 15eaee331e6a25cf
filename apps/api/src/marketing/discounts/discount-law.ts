import {
  collectivityRoles,
  DARCOS_THRESHOLD_CENTS,
  darcosFloorCents,
  isCollectedShipping,
  type Locale,
  type MessageKey,
  maxNewBookDiscountRate,
  shippingMethods,
  type TCustomerRole,
  type TDiscountInput,
  type TDiscountProduct,
  type TLawNote,
  type TParcel,
  type TShippingMethod,
  toCents,
  translate,
} from '@colophon/contract';

/**
 * What the French book-price laws say of a discount as configured, before it is saved: the limits
 * to show, and the violations for which saving is refused (400 at the field, naming the law). The
 * engine caps every cart anyway, by the same rules (contract's book-price-law.ts); this is the
 * staff's warning, not the guarantee.
 */

export interface LawFacts {
  /** New books among the assigned products, or, for a discount on categories, attributes or the
   * whole catalogue, a few new books it reaches today (none: nothing the Loi Lang caps is concerned). */
  newBooksReached: TDiscountProduct[];
  /** Ebooks it reaches likewise, and those among the assigned products. */
  ebooksReached: TDiscountProduct[];
  ebooksAssigned: TDiscountProduct[];
  /** The discount reaches books by categories, attributes or the whole catalogue, not by product only. */
  byRule: boolean;
  /** The shop's delivery price, before discounts, of a method for what a cart ships. */
  shippingCost: (
    method: TShippingMethod,
    parcel: TParcel,
    buyer: { role: TCustomerRole | null; lawApplies: boolean },
  ) => number;
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
const titles = (books: TDiscountProduct[]) =>
  books
    .slice(0, 3)
    .map((book) => `« ${book.title} »`)
    .join(', ');

/** Carts that tell the delivery prices apart: under 35 € of goods, over 35 € of goods but not of new books, over both. */
const DELIVERY_CARTS: TParcel[] = [
  { ships: true, goodsCents: 0, newBooks: true, newBooksCents: 0 },
  { ships: true, goodsCents: DARCOS_THRESHOLD_CENTS, newBooks: true, newBooksCents: 0 },
  { ships: true, goodsCents: DARCOS_THRESHOLD_CENTS, newBooks: true, newBooksCents: DARCOS_THRESHOLD_CENTS },
];

/**
 * On delivery: the discount may lower a price down to the floor and no further (the engine stops it
 * there); a free delivery is refused wherever the law sets a floor. A discount open to anyone is
 * read for an individual, who pays the floor on a professional withdrawal.
 */
const deliveryFindings = (input: LawInput, facts: LawFacts, locale: Locale): LawFinding[] => {
  const role = input.restrictedToCustomerRoleId ?? 'Individual';
  const offField = input.usePercentage ? 'discountPercentage' : 'discountAmount';
  const methods = (
    input.restrictedShippingMethodName === null ? [...shippingMethods] : [input.restrictedShippingMethodName]
  ).filter((method) => !isCollectedShipping(method, role));
  const findings: LawFinding[] = [
    { propertyName: offField, kind: 'limit', law: 'LoiDarcos', key: 'lawDarcosLimit', params: {} },
  ];
  const room: string[] = [];
  let broken: LawFinding | null = null;
  for (const method of methods)
    for (const [tier, parcel] of DELIVERY_CARTS.entries()) {
      const base = facts.shippingCost(method, parcel, { role, lawApplies: true });
      const floor = darcosFloorCents(method, role, parcel);
      const label = translate(`shippingMethod${method}`, locale);
      if (tier === 0 && base > floor)
        room.push(
          translate('lawDarcosRoom', locale, {
            method: label,
            price: money(base, locale),
            allowed: money(base - floor, locale),
          }),
        );
      const off = input.isFree
        ? base
        : input.usePercentage
          ? Math.round(base * input.discountPercentage)
          : Math.min(toCents(input.discountAmount), base);
      const under = input.isFree ? floor > 0 : base > floor && base - off < floor;
      if (under && broken === null)
        broken = input.isFree
          ? {
              propertyName: 'isFree',
              kind: 'violation',
              law: 'LoiDarcos',
              key: 'lawDarcosFreeViolation',
              params: {},
            }
          : {
              propertyName: offField,
              kind: 'violation',
              law: 'LoiDarcos',
              key: 'lawDarcosUnderFloorViolation',
              params: {
                method: label,
                price: money(base - off, locale),
                floor: money(floor, locale),
                allowed: money(base - floor, locale),
              },
            };
    }
  if (room.length > 0)
    findings.push({
      propertyName: offField,
      kind: 'limit',
      law: 'LoiDarcos',
      key: 'lawDarcosMethodsLimit',
      params: { methods: room.join(' ; ') },
    });
  if (broken) findings.push(broken);
  return findings;
};

/** Ebooks: their publisher's price is final; one assigned by product is refused, one reached by a rule is left out. */
const ebookFindings = (input: LawInput, facts: LawFacts): LawFinding[] => {
  const findings: LawFinding[] = [];
  if (facts.ebooksReached.length > facts.ebooksAssigned.length)
    findings.push({
      propertyName: input.usePercentage ? 'discountPercentage' : 'discountAmount',
      kind: 'limit',
      law: 'LoiLivreNumerique',
      key: 'lawEbookLimit',
      params: {},
    });
  if (input.discountType === 'AppliesToItems' && facts.ebooksAssigned.length > 0)
    findings.push({
      propertyName: 'assignedToProducts',
      kind: 'violation',
      law: 'LoiLivreNumerique',
      key: 'lawEbookViolation',
      params: { books: titles(facts.ebooksAssigned) },
    });
  return findings;
};

export const lawFindings = (input: LawInput, facts: LawFacts, locale: Locale): LawFinding[] => {
  if (input.discountType === 'AppliesToShipping') return deliveryFindings(input, facts, locale);
  const findings: LawFinding[] = [];
  const role = input.restrictedToCustomerRoleId;
  const rate = maxNewBookDiscountRate(role);
  const max = percent(rate);
  const who = translate(
    role !== null && collectivityRoles.includes(role) ? 'lawWhoLibraries' : 'lawWhoEveryone',
    locale,
  );
  const books = titles(facts.newBooksReached);
  const reached = facts.newBooksReached.length > 0;
  const percentageField = input.usePercentage ? 'discountPercentage' : 'discountAmount';

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
  findings.push(...ebookFindings(input, facts));
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
