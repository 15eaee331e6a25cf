import type { TAddress, TPaymentMethod, TShippingMethod } from '@colophon/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { products } from '../catalog/products/products.tables.ts';
import type { Db, Executor } from '../db/database.ts';
import { customers } from '../sales/customers/customers.tables.ts';
import { documentTotals } from '../sales/documents/document-totals.ts';
import { documents } from '../sales/documents/documents.tables.ts';
import { shippingCostCents } from '../sales/shopping-cart/pricing.ts';
import { stores } from '../sales/stores/stores.tables.ts';
import { address, demoStores } from './demo-addresses.ts';
import { chunks, type OrderPlan, writeOrderBatch } from './demo-order-batch.ts';
import { fateOf, tell, waitsForMoney } from './demo-order-stories.ts';
import { createTastes } from './demo-tastes.ts';
import { asciiSlug, firstNames, lastNames } from './french-names.ts';
import { createRandom } from './random.ts';

export { demoStores } from './demo-addresses.ts';

const DAY = 24 * 3600 * 1000;

/**
 * Two years of a bookshop's orders for the demo: customers, orders on every path (paid, waiting,
 * refused, shipped, collected, delivered, partly or wholly cancelled), their payments, packages,
 * delivery notes, invoices, messages, and the sales the best sellers read. Customers are readers
 * with tastes (demo-tastes.ts): one or two favourite genres, maybe an author, a few best-sellers
 * everyone buys, series volumes and an author's books bought together; some buy often, most
 * seldom, some stopped a year ago. Each order's story is told through the order machine's table
 * (demo-order-stories.ts) and numbered by the shop's counters; written in bulk; the stock is left as
 * the catalogue seed made it.
 */
export const seedDemoOrders = async (
  db: Db,
  options: { orders?: number; customers?: number; seed?: number; today?: Date } = {},
) => {
  const random = createRandom(options.seed ?? 11);
  const today = options.today ?? new Date();
  const orderCount = options.orders ?? 3000;
  const customerCount = options.customers ?? 900;
  const catalogue = await db
    .select({
      id: products.id,
      ean: products.ean,
      title: products.title,
      price: products.priceWithTax,
      taxRate: products.taxRate,
      weight: products.weight,
      categories: products.categories,
      authors: products.authors,
      series: products.series,
    })
    .from(products)
    .where(and(isNotNull(products.priceWithTax), eq(products.isVisible, true)))
    .orderBy(products.id)
    .limit(600);
  if (catalogue.length === 0) return;
  const tastes = createTastes(random, catalogue);

  await db.transaction(async (tx) => {
    const storeRows = await tx.insert(stores).values(demoStores).returning({ id: stores.id });
    const people = Array.from({ length: customerCount }, (_, index) => {
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      const billing = address(random, firstName, lastName);
      return {
        email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${index + 1}@exemple-client.fr`,
        firstName,
        lastName,
        gender: random.pick(['Unknown', 'Male', 'Female'] as const),
        phone: billing.phone,
        customerRole: random.chance(0.06)
          ? ('Professional' as const)
          : random.chance(0.02)
            ? ('PublicBody' as const)
            : ('Individual' as const),
        hasFidelity: random.chance(0.25),
        locale: random.chance(0.9) ? ('fr' as const) : ('en' as const),
        billingAddress: billing,
        shippingAddress: billing,
        createdAt: new Date(today.getTime() - random.int(0, 760) * DAY),
      };
    });
    const dates = Array.from(
      { length: orderCount },
      () => today.getTime() - Math.floor(random.next() ** 1.3 * 730 * DAY),
    )
      .sort((a, b) => a - b)
      .map((time) => new Date(time));
    // Who places each order: big readers often, occasional ones seldom, lapsed ones only in the
    // first year; a customer's account is never younger than their first order.
    const readers = people.map(() => tastes.reader());
    const anyone = random.weighted(readers.map((reader) => reader.activity));
    const stillBuying = random.weighted(readers.map((reader) => (reader.lapsed ? 0 : reader.activity)));
    const buyers = dates.map((createdAt) =>
      today.getTime() - createdAt.getTime() > 365 * DAY ? anyone() : stillBuying(),
    );
    buyers.forEach((buyer, index) => {
      const person = people[buyer];
      const placed = dates[index];
      if (person && placed && placed < person.createdAt)
        person.createdAt = new Date(placed.getTime() - random.int(0, 30) * DAY);
    });
    const owned = people.map(() => new Set<number>());

    const customerRows: {
      id: number;
      email: string;
      locale: 'fr' | 'en';
      billingAddress: TAddress | null;
    }[] = [];
    for (const part of chunks(people))
      customerRows.push(
        ...(await tx.insert(customers).values(part).returning({
          id: customers.id,
          email: customers.email,
          locale: customers.locale,
          billingAddress: customers.billingAddress,
        })),
      );

    for (const [batchIndex, dayBatch] of chunks(dates, 200).entries()) {
      const plans = dayBatch.map((createdAt, indexInBatch): OrderPlan => {
        const buyer = buyers[batchIndex * 200 + indexInBatch] ?? 0;
        const customer = customerRows[buyer] ?? random.pick(customerRows);
        const billing = customer.billingAddress ?? address(random, 'Client', 'Démo');
        const shippingMethod = random.pick<TShippingMethod>([
          'Home',
          'Home',
          'Home',
          'Relay',
          'Pickup',
          'Pickup',
          'Carrier',
        ]);
        const collected = shippingMethod === 'Pickup';
        const ageDays = (today.getTime() - createdAt.getTime()) / DAY;
        const fate = fateOf(random, ageDays, collected);
        // Paying at the store is never waited for: the money comes with the books.
        const paymentMethod: TPaymentMethod =
          collected && !waitsForMoney(fate) && random.chance(0.4)
            ? 'ManualAtPickup'
            : random.pick<TPaymentMethod>(['CreditCard', 'CreditCard', 'CreditCard', 'Paypal', 'Check']);
        const mine = owned[buyer] ?? new Set<number>();
        const basket = tastes.basket(readers[buyer] ?? tastes.reader(), mine, random.int(1, 4));
        for (const book of basket) mine.add(book);
        const lines = basket.map((book) => {
          const product = catalogue[book] ?? catalogue[0];
          if (!product) throw new Error('demo orders need a catalogue');
          return {
            productId: product.id,
            ean: product.ean,
            title: product.title,
            quantity: random.chance(0.85) ? 1 : 2,
            unitPriceCents: product.price ?? 0,
            taxRate: product.taxRate,
            discountCents: 0,
            weight: product.weight,
          };
        });
        const itemsTotalCents = documentTotals(lines, 0).itemsTotalCents;
        // The demo sells printed new books only, and no professional withdrawal.
        const shippingCents = shippingCostCents(
          shippingMethod,
          { ships: true, goodsCents: itemsTotalCents, newBooks: true, newBooksCents: itemsTotalCents },
          { role: null, lawApplies: true },
        );
        const updatedAt = new Date(Math.min(today.getTime(), createdAt.getTime() + random.int(1, 6) * DAY));
        return {
          createdAt,
          updatedAt,
          customer,
          billing,
          shippingMethod,
          paymentMethod,
          storeId: collected ? (random.pick(storeRows).id ?? null) : null,
          lines,
          told: tell({ fate, paymentMethod, shippingMethod }, lines, shippingCents, updatedAt),
          withMessage: random.chance(0.05),
        };
      });
      await writeOrderBatch(tx, plans);
    }
    await refreshCustomerTotals(tx);
  });
};

/** Puts every customer's orders count, total spent and last order back from their orders. */
export const refreshCustomerTotals = (executor: Executor) =>
  executor.execute(sql`
    update ${customers} c set
      orders_count = o.orders,
      total_spent_cents = o.spent,
      last_order_at = o.last
    from (
      select customer_id, count(*)::int as orders, sum(total_cents)::bigint as spent, max(created_at) as last
      from ${documents} where type = 'Order' group by customer_id
    ) o
    where o.customer_id = c.id`);
