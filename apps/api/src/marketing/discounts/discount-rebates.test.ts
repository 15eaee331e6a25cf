import { describe, expect, it } from 'vitest';
import { applyDiscountEngine } from './discount-engine.ts';
import type { EngineDiscount, EngineLine } from './discount-engine-input.ts';

/* What the engine tells an invoice: each discount by name on each line it lowered, and on delivery. */

const line = (productId: number, unitPriceCents: number, quantity = 1): EngineLine => ({
  productId,
  quantity,
  unitPriceCents,
  categories: [],
  attributes: [],
  nature: 'other',
  isNewBook: false,
});
const discount = (id: number, name: string, changes: Partial<EngineDiscount>): EngineDiscount => ({
  id,
  name,
  discountType: 'AppliesToItems',
  isFree: false,
  usePercentage: true,
  discountPercentage: 0.1,
  discountAmountCents: 0,
  maximumDiscountAmountCents: null,
  requiresCouponCode: false,
  couponCode: null,
  isCumulative: true,
  isPublished: true,
  publicationStartTime: null,
  publicationEndTime: null,
  restrictedMinSpentCents: null,
  restrictedBillingCountryId: null,
  restricedShippingCountryId: null,
  restrictedToCustomerRoleId: null,
  restrictedToCustomerWithFidelity: false,
  restrictedPaymentMethodName: null,
  restrictedShippingMethodName: null,
  discountLimitationType: 'Unlimited',
  limitationTimes: null,
  usedTimes: 0,
  usedTimesByCustomer: 0,
  assignedToSubCategories: false,
  assignedToCategories: [],
  assignedToProducts: [],
  assignedToProductAttributes: [],
  ...changes,
});

describe('the discount engine: rebates by name', () => {
  it('when an items discount, a sub-total discount and a delivery discount apply, then each line names what took its discount off, and delivery its own', () => {
    const result = applyDiscountEngine({
      lines: [line(1, 2000), line(2, 1000, 2)],
      discounts: [
        discount(1, 'Dix pour cent', { assignedToProducts: [1] }),
        discount(2, 'Trois euros', {
          discountType: 'AppliesToSubTotal',
          usePercentage: false,
          discountAmountCents: 300,
        }),
        discount(3, 'Port offert', { discountType: 'AppliesToShipping', isFree: true }),
      ],
      customer: { role: 'Individual', hasFidelity: false },
      billingCountry: 'FR',
      shippingCountry: 'FR',
      paymentMethod: 'CreditCard',
      shippingMethod: 'Home',
      shippingCost: () => 699,
      couponCodes: [],
      now: new Date('2026-06-15T12:00:00Z'),
      lawApplies: false,
    });
    // 2,00 € off the first line; 3,00 € spread over what is left: 18,00 € and 20,00 €.
    expect(result.lines).toEqual([
      {
        productId: 1,
        discountCents: 342,
        rebates: [
          { name: 'Dix pour cent', cents: 200 },
          { name: 'Trois euros', cents: 142 },
        ],
      },
      { productId: 2, discountCents: 158, rebates: [{ name: 'Trois euros', cents: 158 }] },
    ]);
    expect(result.shippingRebates).toEqual([{ name: 'Port offert', cents: 699 }]);
    expect(result.shippingCents).toBe(0);
  });
});
