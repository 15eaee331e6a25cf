import {
  darcosFloorCents,
  maxNewBookDiscountCents,
  type TCustomerRole,
  type TDiscountLimitationType,
  type TDiscountType,
  type TPaymentMethod,
  type TProductAttribute,
  type TShippingMethod,
} from '@colophon/contract';

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
 * 4. The law, when it binds the shop: a new book's line never gets more than 5 % (9 % for a public
 *    body) of its price off, whatever the discounts (a sub-total discount goes to the other lines
 *    first); delivery of a cart with new books never goes under the Loi Darcos floor.
 */

export interface EngineLine {
  productId: number;
  quantity: number;
  unitPriceCents: number;
  /** CLIL and Thema codes of the product. */
  categories: string[];
  attributes: TProductAttribute[];
  /** New in the sense of the Loi Lang at the time priced. */
  isNewBook: boolean;
}

export interface EngineDiscount {
  id: number;
  name: string;
  discountType: TDiscountType;
  isFree: boolean;
  usePercentage: boolean;
  discountPercentage: number;
  discountAmountCents: number;
  maximumDiscountAmountCents: number | null;
  requiresCouponCode: boolean;
  couponCode: string | null;
  isCumulative: boolean;
  isPublished: boolean;
  publicationStartTime: Date | null;
  publicationEndTime: Date | null;
  restrictedMinSpentCents: number | null;
  restrictedBillingCountryId: string | null;
  restricedShippingCountryId: string | null;
  restrictedToCustomerRoleId: TCustomerRole | null;
  restrictedToCustomerWithFidelity: boolean;
  restrictedPaymentMethodName: TPaymentMethod | null;
  restrictedShippingMethodName: TShippingMethod | null;
  discountLimitationType: TDiscountLimitationType;
  limitationTimes: number | null;
  /** Orders that used it. */
  usedTimes: number;
  /** Orders of this customer that used it (0 for an unknown customer). */
  usedTimesByCustomer: number;
  assignedToSubCategories: boolean;
  assignedToCategories: string[];
  assignedToProducts: number[];
  assignedToProductAttributes: TProductAttribute[];
}

export interface EngineInput {
  lines: EngineLine[];
  discounts: EngineDiscount[];
  customer: { role: TCustomerRole | null; hasFidelity: boolean };
  billingCountry: string | null;
  shippingCountry: string | null;
  paymentMethod: TPaymentMethod | null;
  shippingMethod: TShippingMethod;
  /** The shop's delivery price for this many cents of books (after their discounts). */
  shippingCost: (booksCents: number) => number;
  couponCodes: string[];
  now: Date;
  /** Whether the French book-price laws bind the shop. */
  lawApplies: boolean;
}

export type DiscountRefusal =
  | 'unknown'
  | 'notPublished'
  | 'usedUp'
  | 'minSpent'
  | 'customer'
  | 'country'
  | 'method'
  | 'noItem';

export interface AppliedDiscount {
  discountId: number;
  name: string;
  discountType: TDiscountType;
  amountCents: number;
  couponCode: string | null;
  /** The law took some of it back. */
  cappedByLaw: boolean;
}

export interface EngineResult {
  /** Per line, in the cart's order. */
  lines: { productId: number; discountCents: number }[];
  applied: AppliedDiscount[];
  rejectedCoupons: { code: string; reason: DiscountRefusal }[];
  itemsTotalCents: number;
  itemsDiscountCents: number;
  shippingBaseCents: number;
  shippingDiscountCents: number;
  shippingCents: number;
  totalCents: number;
}

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

/**
 * `amount` cents spread over the indices by `weights`, none past its `room`: largest remainders
 * first, and what a full index cannot take goes to the others. Answers the shares and what was left.
 */
export const spread = (amount: number, weights: number[], room: number[]) => {
  if (amount <= 0) return { shares: weights.map(() => 0), left: 0 };
  // Most often each share rounded on its own adds up and fits: no sorting of remainders then.
  const total = weights.reduce((sum, weight) => sum + Math.max(weight, 0), 0);
  if (total > 0) {
    const rounded = weights.map((weight) => Math.round((amount * Math.max(weight, 0)) / total));
    if (
      rounded.reduce((sum, share) => sum + share, 0) === amount &&
      rounded.every((share, index) => share <= room[index]!)
    )
      return { shares: rounded, left: 0 };
  }
  const shares = weights.map(() => 0);
  let left = amount;
  for (let round = 0; left > 0 && round < weights.length + 1; round++) {
    const open = weights.map((_, index) => index).filter((index) => room[index]! - shares[index]! > 0);
    const weight = open.reduce((sum, index) => sum + Math.max(weights[index]!, 0), 0);
    if (open.length === 0) break;
    const exact = open.map((index) =>
      weight === 0 ? left / open.length : (left * Math.max(weights[index]!, 0)) / weight,
    );
    const whole = exact.map(Math.floor);
    let remainder = left - whole.reduce((sum, value) => sum + value, 0);
    const byFraction = open
      .map((index, position) => ({ position, fraction: exact[position]! - whole[position]!, index }))
      .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
    for (const entry of byFraction) {
      if (remainder <= 0) break;
      whole[entry.position]! += 1;
      remainder -= 1;
    }
    let given = 0;
    open.forEach((index, position) => {
      const take = Math.min(whole[position]!, room[index]! - shares[index]!);
      shares[index]! += take;
      given += take;
    });
    left -= given;
    if (given === 0) break;
  }
  return { shares, left };
};

/** A percentage of each amount, rounded per line; spread in proportion when they do not add up to `wanted`. */
const percentageShares = (left: number[], rate: number, wanted: number) => {
  const shares = left.map((amount) => Math.round(amount * rate));
  const total = shares.reduce((sum, value) => sum + value, 0);
  return total === wanted ? shares : spread(wanted, left, left).shares;
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
  applied: AppliedDiscount[];
  shippingBaseCents: number;
  shippingDiscountCents: number;
  saved: number;
}

const evaluate = (
  set: EngineDiscount[],
  input: EngineInput,
  matches: Map<number, number[]>,
  couponOf: (discount: EngineDiscount) => string | null,
): Evaluation => {
  const { lines } = input;
  const role = input.customer.role;
  const lineDiscounts = lines.map(() => 0);
  const grossOf = lines.map(gross);
  const lawRoom = lines.map((line, index) =>
    input.lawApplies && line.isNewBook ? maxNewBookDiscountCents(grossOf[index]!, role) : grossOf[index]!,
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
  let shippingStarted = false;
  for (const discount of set) {
    if (discount.discountType === 'AppliesToShipping' && !shippingStarted) {
      shippingStarted = true;
      const books = grossOf.reduce((sum, value, index) => sum + value - lineDiscounts[index]!, 0);
      shippingBaseCents = input.shippingCost(books);
      shippingLeft = shippingBaseCents;
    }
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
        lineDiscounts[index]! += take;
        given += take;
      });
      record(discount, given, capped);
    } else if (discount.discountType === 'AppliesToSubTotal') {
      const left = grossOf.map((value, index) => value - lineDiscounts[index]!);
      const base = left.reduce((sum, value) => sum + value, 0);
      const wanted = rawAmount(discount, base, 1);
      const room = lines.map((_, index) => Math.min(left[index]!, roomOf(index)));
      const { shares, left: refused } = spread(wanted, left, room);
      shares.forEach((share, index) => {
        lineDiscounts[index]! += share;
      });
      record(
        discount,
        wanted - refused,
        refused > 0 && input.lawApplies && lines.some((line) => line.isNewBook),
      );
    } else {
      const books = grossOf.reduce((sum, value, index) => sum + value - lineDiscounts[index]!, 0);
      const floor =
        input.lawApplies && lines.some((line) => line.isNewBook)
          ? darcosFloorCents(input.shippingMethod, books)
          : 0;
      const wanted = rawAmount(discount, shippingLeft, 1);
      const take = Math.max(0, Math.min(wanted, shippingLeft - floor));
      shippingLeft -= take;
      record(discount, take, take < wanted);
    }
  }
  if (!shippingStarted) {
    const books = grossOf.reduce((sum, value, index) => sum + value - lineDiscounts[index]!, 0);
    shippingBaseCents = input.shippingCost(books);
    shippingLeft = shippingBaseCents;
  }
  const shippingDiscountCents = shippingBaseCents - shippingLeft;
  return {
    lineDiscounts,
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
    })),
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
