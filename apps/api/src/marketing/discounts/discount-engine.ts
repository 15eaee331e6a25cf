import { darcosFloorCents, lawfulDiscountCents, type TDiscountType, type TParcel } from '@colophon/contract';
import type {
  AppliedDiscount,
  DiscountRefusal,
  EngineDiscount,
  EngineInput,
  EngineLine,
  EngineResult,
  Rebate,
} from './discount-engine-input.ts';
import { percentageShares, spread } from './discount-shares.ts';

/**
 * The discount engine: one pure function from a cart, its customer, the methods chosen, the coupon
 * codes typed and the time to the discounts that apply, in the order they apply, and the totals.
 * Nothing here reads the database or the clock: the shop's pricing (sales/shopping-cart/pricing.ts)
 * gathers the inputs, the tests and the bench give their own.
 *
 * Rules, in order:
 * 1. A discount is a candidate when published and within its window, not used up, its coupon code
 *    typed (case aside) when it asks for one, and every restriction met (minimum of books before
 *    discounts, countries, customer role and fidelity, payment and delivery method); a discount on
 *    items needs a line it is assigned to (no assignment: every line).
 * 2. The cumulative candidates together, or one non-cumulative candidate alone: whichever takes the
 *    most off the cart (ties: the cumulative set, then the lowest id).
 * 3. Within the set: items, then the sub-total, then delivery; each kind by id. A percentage applies
 *    to what is left of its base; `maximumDiscountAmountWithUserPercentage` caps one discount's total;
 *    an amount on items is per copy; a sub-total discount is spread over the lines in proportion to
 *    what is left of them (so VAT follows it).
 * 4. The law, when it binds the shop (contract's book-price-law.ts): an ebook gets nothing off; a new
 *    book's line never gets more than 5 % (9 % for the collectivities) of its price off, whatever the
 *    discounts; what the law refuses a book of a sub-total discount is not moved to the other lines
 *    (no gift tied to buying books); delivery of a cart shipping new books, whatever their age, never
 *    goes under the Loi Darcos floor, which counts the new books only.
 */

const KIND_ORDER: Record<TDiscountType, number> = {
  AppliesToItems: 0,
  AppliesToSubTotal: 1,
  AppliesToShipping: 2,
};

const gross = (line: EngineLine) => line.quantity * line.unitPriceCents;

const lineMatches = (discount: EngineDiscount, line: EngineLine) => {
  const products = discount.assignedToProducts;
  const categories = discount.assignedToCategories;
  const attributes = discount.assignedToProductAttributes;
  if (products.length === 0 && categories.length === 0 && attributes.length === 0) return true;
  if (products.includes(line.productId)) return true;
  for (const wanted of categories)
    for (const code of line.categories)
      if (code === wanted || (discount.assignedToSubCategories && code.startsWith(wanted))) return true;
  for (const wanted of attributes)
    for (const attribute of line.attributes)
      if (attribute.type === wanted.type && attribute.value.toLowerCase() === wanted.value.toLowerCase())
        return true;
  return false;
};

/** Why a discount does not apply to this cart, or null when it is a candidate. */
const refusal = (
  discount: EngineDiscount,
  input: EngineInput,
  itemsTotalCents: number,
  matched: number[],
): DiscountRefusal | null => {
  const now = input.now.getTime();
  if (
    !discount.isPublished ||
    (discount.publicationStartTime !== null && now < discount.publicationStartTime.getTime()) ||
    (discount.publicationEndTime !== null && now >= discount.publicationEndTime.getTime())
  )
    return 'notPublished';
  const times = discount.limitationTimes ?? 0;
  if (discount.discountLimitationType === 'NTimesOnly' && discount.usedTimes >= times) return 'usedUp';
  if (discount.discountLimitationType === 'NTimesPerCustomer' && discount.usedTimesByCustomer >= times)
    return 'usedUp';
  if (discount.restrictedMinSpentCents !== null && itemsTotalCents < discount.restrictedMinSpentCents)
    return 'minSpent';
  if (
    discount.restrictedToCustomerRoleId !== null &&
    input.customer.role !== discount.restrictedToCustomerRoleId
  )
    return 'customer';
  if (discount.restrictedToCustomerWithFidelity && !input.customer.hasFidelity) return 'customer';
  if (
    discount.restrictedBillingCountryId !== null &&
    input.billingCountry !== discount.restrictedBillingCountryId
  )
    return 'country';
  if (
    discount.restricedShippingCountryId !== null &&
    input.shippingCountry !== discount.restricedShippingCountryId
  )
    return 'country';
  if (
    discount.restrictedPaymentMethodName !== null &&
    input.paymentMethod !== discount.restrictedPaymentMethodName
  )
    return 'method';
  if (
    discount.restrictedShippingMethodName !== null &&
    input.shippingMethod !== discount.restrictedShippingMethodName
  )
    return 'method';
  if (discount.discountType === 'AppliesToItems' && matched.length === 0) return 'noItem';
  return null;
};

/** What one discount would take off `base` cents before any law or room. */
const rawAmount = (discount: EngineDiscount, base: number, copies: number) => {
  if (discount.isFree) return base;
  if (discount.usePercentage) {
    const amount = Math.round(base * discount.discountPercentage);
    return discount.maximumDiscountAmountCents === null
      ? amount
      : Math.min(amount, discount.maximumDiscountAmountCents);
  }
  return Math.min(discount.discountAmountCents * copies, base);
};

interface Evaluation {
  lineDiscounts: number[];
  lineRebates: Rebate[][];
  shippingRebates: Rebate[];
  applied: AppliedDiscount[];
  shippingBaseCents: number;
  shippingDiscountCents: number;
  saved: number;
}

/** What the cart ships once its lines are discounted: its goods and, among them, its new printed books. */
const parcelOf = (lines: EngineLine[], netOf: (index: number) => number): TParcel => {
  const parcel: TParcel = { ships: false, goodsCents: 0, newBooks: false, newBooksCents: 0 };
  lines.forEach((line, index) => {
    if (line.nature === 'ebook') return;
    parcel.ships = true;
    parcel.goodsCents += netOf(index);
    if (line.nature === 'book') {
      parcel.newBooks = true;
      parcel.newBooksCents += netOf(index);
    }
  });
  return parcel;
};

const evaluate = (
  set: EngineDiscount[],
  input: EngineInput,
  matches: Map<number, number[]>,
  couponOf: (discount: EngineDiscount) => string | null,
): Evaluation => {
  const { lines } = input;
  const role = input.customer.role;
  const lineDiscounts = lines.map(() => 0);
  const lineRebates: Rebate[][] = lines.map(() => []);
  const shippingRebates: Rebate[] = [];
  const takeOffLine = (index: number, discount: EngineDiscount, cents: number) => {
    lineDiscounts[index]! += cents;
    if (cents > 0) lineRebates[index]!.push({ name: discount.name, cents });
  };
  const grossOf = lines.map(gross);
  const lawRoom = lines.map((line, index) =>
    input.lawApplies ? lawfulDiscountCents(line, grossOf[index]!, role) : grossOf[index]!,
  );
  const roomOf = (index: number) => lawRoom[index]! - lineDiscounts[index]!;
  const applied: AppliedDiscount[] = [];
  const record = (discount: EngineDiscount, amountCents: number, cappedByLaw: boolean) => {
    if (amountCents > 0 || cappedByLaw)
      applied.push({
        discountId: discount.id,
        name: discount.name,
        discountType: discount.discountType,
        amountCents,
        couponCode: couponOf(discount),
        cappedByLaw,
      });
  };

  let shippingBaseCents = 0;
  let shippingLeft = 0;
  let floor = 0;
  let shippingStarted = false;
  // Delivery is priced once the items are: the threshold reads what the books cost after their discounts.
  const startShipping = () => {
    shippingStarted = true;
    const parcel = parcelOf(lines, (index) => grossOf[index]! - lineDiscounts[index]!);
    floor = input.lawApplies ? darcosFloorCents(input.shippingMethod, role, parcel) : 0;
    shippingBaseCents = parcel.ships ? Math.max(input.shippingCost(parcel), floor) : 0;
    shippingLeft = shippingBaseCents;
  };
  for (const discount of set) {
    if (discount.discountType === 'AppliesToShipping' && !shippingStarted) startShipping();
    if (discount.discountType === 'AppliesToItems') {
      const indices = matches.get(discount.id) ?? [];
      const left = indices.map((index) => grossOf[index]! - lineDiscounts[index]!);
      const baseTotal = left.reduce((sum, value) => sum + value, 0);
      const copies = indices.reduce((sum, index) => sum + lines[index]!.quantity, 0);
      const wanted = rawAmount(discount, baseTotal, copies);
      // Each line's own share of what is wanted: per copy for an amount; for a percentage, that share
      // of each line, spread in proportion only when the maximum or the rounding says otherwise.
      const perLine = discount.isFree
        ? left
        : discount.usePercentage
          ? percentageShares(left, discount.discountPercentage, wanted)
          : indices.map((index, position) =>
              Math.min(discount.discountAmountCents * lines[index]!.quantity, left[position]!),
            );
      let given = 0;
      let capped = false;
      indices.forEach((index, position) => {
        const take = Math.min(perLine[position]!, roomOf(index));
        if (take < perLine[position]!) capped = true;
        takeOffLine(index, discount, take);
        given += take;
      });
      record(discount, given, capped);
    } else if (discount.discountType === 'AppliesToSubTotal') {
      // In proportion to what is left of each line; a book takes no more than the law allows it, and
      // the rest is refused rather than moved to the other goods.
      const left = grossOf.map((value, index) => value - lineDiscounts[index]!);
      const wanted = rawAmount(
        discount,
        left.reduce((sum, value) => sum + value, 0),
        1,
      );
      let given = 0;
      spread(wanted, left, left).shares.forEach((share, index) => {
        const take = Math.min(share, roomOf(index));
        takeOffLine(index, discount, take);
        given += take;
      });
      record(discount, given, given < wanted);
    } else {
      const wanted = rawAmount(discount, shippingLeft, 1);
      const take = Math.max(0, Math.min(wanted, shippingLeft - floor));
      shippingLeft -= take;
      if (take > 0) shippingRebates.push({ name: discount.name, cents: take });
      record(discount, take, take < wanted);
    }
  }
  if (!shippingStarted) startShipping();
  const shippingDiscountCents = shippingBaseCents - shippingLeft;
  return {
    lineDiscounts,
    lineRebates,
    shippingRebates,
    applied,
    shippingBaseCents,
    shippingDiscountCents,
    saved: lineDiscounts.reduce((sum, value) => sum + value, 0) + shippingDiscountCents,
  };
};

const byApplyingOrder = (a: EngineDiscount, b: EngineDiscount) =>
  KIND_ORDER[a.discountType] - KIND_ORDER[b.discountType] || a.id - b.id;

/** The discounts that apply to a cart, in the order they apply, and its totals. */
export const applyDiscountEngine = (input: EngineInput): EngineResult => {
  const itemsTotalCents = input.lines.reduce((sum, line) => sum + gross(line), 0);
  const typed = new Map<string, string>();
  for (const code of input.couponCodes) typed.set(code.trim().toLowerCase(), code.trim());
  const couponOf = (discount: EngineDiscount) =>
    discount.requiresCouponCode && discount.couponCode !== null ? discount.couponCode : null;

  const matches = new Map<number, number[]>();
  const candidates: EngineDiscount[] = [];
  const rejectedCoupons: EngineResult['rejectedCoupons'] = [];
  const known = new Set<string>();
  for (const discount of input.discounts) {
    const code = discount.requiresCouponCode ? discount.couponCode?.toLowerCase() : undefined;
    if (discount.requiresCouponCode && (code === undefined || !typed.has(code))) continue;
    if (code !== undefined) known.add(code);
    const matched: number[] = [];
    if (discount.discountType === 'AppliesToItems')
      input.lines.forEach((line, index) => {
        if (lineMatches(discount, line)) matched.push(index);
      });
    const why = refusal(discount, input, itemsTotalCents, matched);
    if (why === null) {
      matches.set(discount.id, matched);
      candidates.push(discount);
    } else if (code !== undefined) rejectedCoupons.push({ code: typed.get(code) ?? code, reason: why });
  }
  for (const [code, asTyped] of typed)
    if (!known.has(code)) rejectedCoupons.push({ code: asTyped, reason: 'unknown' });

  const cumulative = candidates.filter((discount) => discount.isCumulative).sort(byApplyingOrder);
  const sets: EngineDiscount[][] = [
    ...(cumulative.length > 0 ? [cumulative] : []),
    ...candidates
      .filter((discount) => !discount.isCumulative)
      .sort((a, b) => a.id - b.id)
      .map((discount) => [discount]),
  ];
  let best = evaluate([], input, matches, couponOf);
  for (const set of sets) {
    const evaluation = evaluate(set, input, matches, couponOf);
    if (evaluation.saved > best.saved) best = evaluation;
  }
  const itemsDiscountCents = best.lineDiscounts.reduce((sum, value) => sum + value, 0);
  const shippingCents = best.shippingBaseCents - best.shippingDiscountCents;
  return {
    lines: input.lines.map((line, index) => ({
      productId: line.productId,
      discountCents: best.lineDiscounts[index]!,
      rebates: best.lineRebates[index]!,
    })),
    shippingRebates: best.shippingRebates,
    applied: best.applied,
    rejectedCoupons,
    itemsTotalCents,
    itemsDiscountCents,
    shippingBaseCents: best.shippingBaseCents,
    shippingDiscountCents: best.shippingDiscountCents,
    shippingCents,
    totalCents: itemsTotalCents - itemsDiscountCents + shippingCents,
  };
};
