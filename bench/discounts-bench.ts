/**
 * `npm run bench:discounts`: the discount engine alone (no database, no HTTP) on a 50-line cart and
 * 200 active discounts — a mix of automatic and coupon discounts, cumulative or not, on items (by
 * product, category with sub-categories, attribute), on the sub-total and on delivery — with the
 * French book-price laws on, half the books new, a few ebooks, second-hand books and other goods. µs per pricing (p50, p99, mean) after a warm-up,
 * for a few shapes of the same cart, and the CPU time per pricing (the machine's load aside).
 */
import type { TDiscountType } from '@colophon/contract';
import { applyDiscountEngine } from '../apps/api/src/marketing/discounts/discount-engine.ts';
import type {
  EngineDiscount,
  EngineInput,
  EngineLine,
} from '../apps/api/src/marketing/discounts/discount-engine-input.ts';
import { percentile, table } from './measure.ts';

const LINES = Number(process.env.BENCH_LINES ?? 50);
const DISCOUNTS = Number(process.env.BENCH_DISCOUNTS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5_000);

/** A fixed pseudo-random sequence, so two runs price the same carts. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;

const THEMA = ['FB', 'FBA', 'FBAN', 'FF', 'FFP', 'YF', 'YFB', 'DC', 'DCF', 'WB'];
const CLIL = ['3435', '3802', '3000', '3160', '3377'];
const FORMATS = ['Poche', 'Grand format', 'Broché', 'Relié'];

const lines: EngineLine[] = Array.from({ length: LINES }, (_, index) => ({
  productId: index + 1,
  quantity: 1 + Math.floor(random() * 3),
  unitPriceCents: 500 + Math.floor(random() * 3000),
  categories: [pick(CLIL), pick(THEMA)],
  attributes: [{ type: 'format', value: pick(FORMATS) }],
  // Mostly books, a few ebooks, second-hand books and other goods.
  nature: pick(['book', 'book', 'book', 'book', 'book', 'book', 'ebook', 'secondHandBook', 'other'] as const),
  isNewBook: random() < 0.5,
}));

const types: TDiscountType[] = [
  'AppliesToItems',
  'AppliesToItems',
  'AppliesToItems',
  'AppliesToSubTotal',
  'AppliesToShipping',
];
const discounts: EngineDiscount[] = Array.from({ length: DISCOUNTS }, (_, index) => {
  const discountType = pick(types);
  const assign = discountType === 'AppliesToItems' ? Math.floor(random() * 4) : 3;
  return {
    id: index + 1,
    name: `Remise ${index + 1}`,
    discountType,
    isFree: false,
    usePercentage: random() < 0.7,
    discountPercentage: Math.round(random() * 30) / 100,
    discountAmountCents: 100 + Math.floor(random() * 500),
    maximumDiscountAmountCents: random() < 0.3 ? 1000 : null,
    requiresCouponCode: index % 10 === 0,
    couponCode: index % 10 === 0 ? `CODE${index}` : null,
    isCumulative: random() < 0.6,
    isPublished: true,
    publicationStartTime: null,
    publicationEndTime: null,
    restrictedMinSpentCents: random() < 0.2 ? 5000 : null,
    restrictedBillingCountryId: null,
    restricedShippingCountryId: null,
    restrictedToCustomerRoleId: null,
    restrictedToCustomerWithFidelity: false,
    restrictedPaymentMethodName: null,
    restrictedShippingMethodName: null,
    discountLimitationType: random() < 0.2 ? 'NTimesOnly' : 'Unlimited',
    limitationTimes: 1000,
    usedTimes: 10,
    usedTimesByCustomer: 0,
    assignedToSubCategories: random() < 0.5,
    assignedToCategories: assign === 1 ? [pick(THEMA), pick(CLIL)] : [],
    assignedToProducts: assign === 0 ? Array.from({ length: 5 }, () => 1 + Math.floor(random() * LINES)) : [],
    assignedToProductAttributes: assign === 2 ? [{ type: 'format', value: pick(FORMATS) }] : [],
  };
});

const base: EngineInput = {
  lines,
  discounts,
  customer: { role: 'Individual', hasFidelity: true },
  billingCountry: 'FR',
  shippingCountry: 'FR',
  paymentMethod: 'CreditCard',
  shippingMethod: 'Home',
  shippingCost: (parcel) => (parcel.goodsCents < 3500 ? 699 : 1),
  couponCodes: ['CODE10', 'code50', 'INCONNU'],
  now: new Date('2026-11-23T12:00:00Z'),
  lawApplies: true,
};

const measure = (input: EngineInput) => {
  for (let run = 0; run < Math.min(500, RUNS); run++) applyDiscountEngine(input);
  const latencies: number[] = [];
  let applied = 0;
  const cpu = process.cpuUsage();
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const result = applyDiscountEngine(input);
    latencies.push((performance.now() - start) * 1000);
    applied = result.applied.length;
  }
  const used = process.cpuUsage(cpu);
  // CPU time tells the engine's cost apart from a busy machine's waits (wall time includes them).
  const cpuMean = (used.user + used.system) / RUNS;
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / latencies.length;
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), mean, cpuMean, applied };
};

const shapes: [string, EngineInput][] = [
  [`${LINES} lines, ${DISCOUNTS} discounts, law on`, base],
  [`${LINES} lines, ${DISCOUNTS} discounts, law off`, { ...base, lawApplies: false }],
  [
    `${LINES} lines, ${DISCOUNTS} discounts, all cumulative`,
    { ...base, discounts: discounts.map((entry) => ({ ...entry, isCumulative: true })) },
  ],
  [
    `${LINES} lines, ${DISCOUNTS} discounts, none cumulative`,
    { ...base, discounts: discounts.map((entry) => ({ ...entry, isCumulative: false })) },
  ],
  [`${LINES} lines, no discount`, { ...base, discounts: [] }],
];

console.log(`▶ discount engine, ${RUNS} pricings per shape (node ${process.version})`);
const rows = shapes.map(([name, input]) => {
  const figures = measure(input);
  return [
    name,
    figures.applied,
    figures.p50.toFixed(1),
    figures.p99.toFixed(1),
    figures.mean.toFixed(1),
    figures.cpuMean.toFixed(1),
  ];
});
console.log(table(['cart', 'discounts applied', 'p50 µs', 'p99 µs', 'mean µs', 'CPU µs'], rows));
