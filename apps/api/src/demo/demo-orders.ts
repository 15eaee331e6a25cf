import type {
  TAddress,
  TDocumentItemStatus,
  TDocumentStatus,
  TDocumentType,
  TPaymentMethod,
  TPaymentStatus,
  TShippingMethod,
} from '@colophon/contract';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { productSales } from '../catalog/catalog-lists/catalog-lists.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import type { Db, Executor } from '../db/database.ts';
import { customers } from '../sales/customers/customers.tables.ts';
import { documentTotals } from '../sales/documents/document-totals.ts';
import {
  documentCounters,
  documentItems,
  documentMessages,
  documentPackages,
  documentPayments,
  documents,
} from '../sales/documents/documents.tables.ts';
import { shippingCostCents } from '../sales/shopping-cart/pricing.ts';
import { stores } from '../sales/stores/stores.tables.ts';
import { createTastes } from './demo-tastes.ts';
import { asciiSlug, firstNames, lastNames } from './french-names.ts';
import { createRandom, type Random } from './random.ts';

const DAY = 24 * 3600 * 1000;
const CITIES = [
  ['31000', 'Toulouse'],
  ['33000', 'Bordeaux'],
  ['69003', 'Lyon'],
  ['75011', 'Paris'],
  ['44000', 'Nantes'],
  ['13006', 'Marseille'],
  ['59000', 'Lille'],
  ['67000', 'Strasbourg'],
  ['34000', 'Montpellier'],
  ['35000', 'Rennes'],
] as const;
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'place du Marché',
  'rue Victor Hugo',
  'boulevard Gambetta',
];
const PREFIXES: Record<TDocumentType, string> = {
  Order: 'CO',
  Quotation: 'DE',
  Delivery: 'BL',
  Invoice: 'FA',
  CreditNote: 'AV',
};

const address = (random: Random, firstName: string, lastName: string): TAddress => {
  const [postalCode, city] = random.pick(CITIES);
  return {
    firstName,
    lastName,
    company: null,
    address1: `${random.int(1, 120)} ${random.pick(STREETS)}`,
    address2: null,
    address3: null,
    postalCode,
    city,
    country: 'FR',
    phone: `06 ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
  };
};

export const demoStores = [
  {
    name: 'Librairie du Quai — Toulouse',
    address: {
      firstName: 'Librairie',
      lastName: 'du Quai',
      company: 'Librairie du Quai',
      address1: '12 quai de la Daurade',
      address2: null,
      address3: null,
      postalCode: '31000',
      city: 'Toulouse',
      country: 'FR',
      phone: '05 61 00 00 00',
    },
    openingHours: 'Mardi–samedi 10 h–19 h',
    email: 'toulouse@librairie-demo.fr',
  },
  {
    name: 'Librairie du Quai — Bordeaux',
    address: {
      firstName: 'Librairie',
      lastName: 'du Quai',
      company: 'Librairie du Quai',
      address1: '4 rue Sainte-Catherine',
      address2: null,
      address3: null,
      postalCode: '33000',
      city: 'Bordeaux',
      country: 'FR',
      phone: '05 56 00 00 00',
    },
    openingHours: 'Lundi–samedi 9 h 30–19 h 30',
    email: 'bordeaux@librairie-demo.fr',
  },
] satisfies (typeof stores.$inferInsert)[];

type Fate =
  | 'AwaitingPayment'
  | 'PaymentFailed'
  | 'PaymentCanceled'
  | 'Processing'
  | 'ReadyForPickup'
  | 'Shipped'
  | 'Complete'
  | 'PartlyCancelled'
  | 'Cancelled';

const fateOf = (random: Random, ageDays: number, collected: boolean): Fate => {
  const r = random.next();
  if (ageDays > 10) {
    if (r < 0.03) return 'PaymentCanceled';
    if (r < 0.07) return 'Cancelled';
    if (r < 0.15) return 'PartlyCancelled';
    return 'Complete';
  }
  if (r < 0.2) return 'AwaitingPayment';
  if (r < 0.25) return 'PaymentFailed';
  if (r < 0.45) return 'Processing';
  if (r < 0.6) return collected ? 'ReadyForPickup' : 'Shipped';
  if (r < 0.75) return 'Shipped';
  if (r < 0.8) return 'PartlyCancelled';
  return collected ? 'ReadyForPickup' : 'Complete';
};

const CARRIERS: Record<TShippingMethod, string> = {
  Home: 'Colissimo',
  Relay: 'Mondial Relay',
  Carrier: 'Chronopost',
  Pickup: 'Navette magasin',
  ProWithdrawal: '',
};

const chunks = <T>(rows: T[], size = 400) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );

/**
 * Two years of a bookshop's orders for the demo: customers, orders on every path (paid, waiting,
 * refused, shipped, collected, delivered, partly or wholly cancelled), their payments, packages,
 * delivery notes, invoices, messages, and the sales the best sellers read. Customers are readers
 * with tastes (demo-tastes.ts): one or two favourite genres, maybe an author, a few best-sellers
 * everyone buys, series volumes and an author's books bought together; some buy often, most
 * seldom, some stopped a year ago. Written in bulk; the stock is left as the catalogue seed made it.
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

    const counters = new Map<string, number>();
    const numberOf = (type: TDocumentType, date: Date) => {
      const key = `${type}:${date.getUTCFullYear()}`;
      const next = (counters.get(key) ?? 0) + 1;
      counters.set(key, next);
      return `${PREFIXES[type]}-${date.getUTCFullYear()}-${String(next).padStart(6, '0')}`;
    };
    const sales = new Map<string, number>();

    for (const [batchIndex, dayBatch] of chunks(dates, 200).entries()) {
      const plans = dayBatch.map((createdAt, indexInBatch) => {
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
        const paymentMethod: TPaymentMethod =
          collected && random.chance(0.4)
            ? 'ManualAtPickup'
            : random.pick<TPaymentMethod>(['CreditCard', 'CreditCard', 'CreditCard', 'Paypal', 'Check']);
        const ageDays = (today.getTime() - createdAt.getTime()) / DAY;
        const fate = fateOf(random, ageDays, collected);
        const mine = owned[buyer] ?? new Set<number>();
        const basket = tastes.basket(readers[buyer] ?? tastes.reader(), mine, random.int(1, 4));
        for (const book of basket) mine.add(book);
        const lineCount = basket.length;
        const lines = basket.map((book, index) => {
          const product = catalogue[book] ?? catalogue[0];
          if (!product) throw new Error('demo orders need a catalogue');
          const cancelled =
            fate === 'Cancelled' ||
            fate === 'PaymentCanceled' ||
            (fate === 'PartlyCancelled' && index === 0 && lineCount > 1);
          const live: TDocumentItemStatus =
            fate === 'AwaitingPayment' || fate === 'PaymentFailed'
              ? 'Pending'
              : fate === 'Processing' || fate === 'ReadyForPickup'
                ? 'Processing'
                : fate === 'Shipped'
                  ? 'Shipped'
                  : 'Complete';
          return {
            productId: product.id,
            ean: product.ean,
            title: product.title,
            quantity: random.chance(0.85) ? 1 : 2,
            unitPriceCents: product.price ?? 0,
            taxRate: product.taxRate,
            discountCents: 0,
            weight: product.weight,
            status: cancelled ? ('Cancelled' as const) : live,
          };
        });
        const ordered = documentTotals(lines, 0);
        const shippingCents = shippingCostCents(shippingMethod, ordered.itemsTotalCents);
        const all = documentTotals(lines, shippingCents);
        const allCancelled = lines.every((line) => line.status === 'Cancelled');
        const totals = documentTotals(
          lines.map((line) => ({ ...line, cancelled: line.status === 'Cancelled' })),
          allCancelled ? 0 : shippingCents,
        );
        const status: TDocumentStatus =
          fate === 'PaymentCanceled'
            ? 'PaymentCanceled'
            : fate === 'Cancelled'
              ? 'Cancelled'
              : fate === 'PartlyCancelled'
                ? 'Complete'
                : fate === 'ReadyForPickup'
                  ? 'Processing'
                  : fate;
        const paid =
          !['AwaitingPayment', 'PaymentFailed', 'PaymentCanceled'].includes(fate) &&
          !(paymentMethod === 'ManualAtPickup' && (fate === 'Processing' || fate === 'ReadyForPickup'));
        const refundedCents = paid ? all.totalCents - totals.totalCents : 0;
        const paymentStatus: TPaymentStatus =
          fate === 'PaymentFailed'
            ? 'Refused'
            : fate === 'PaymentCanceled'
              ? 'Cancelled'
              : !paid
                ? 'Pending'
                : refundedCents === 0
                  ? 'Paid'
                  : refundedCents >= all.totalCents
                    ? 'Refunded'
                    : 'PartiallyRefunded';
        return {
          createdAt,
          customer,
          billing,
          shippingMethod,
          paymentMethod,
          fate,
          lines,
          totals,
          paidCents: paid ? all.totalCents : totals.totalCents,
          refundedCents,
          status,
          paymentStatus,
          storeId: collected ? (random.pick(storeRows).id ?? null) : null,
          updatedAt: new Date(Math.min(today.getTime(), createdAt.getTime() + random.int(1, 6) * DAY)),
          withMessage: random.chance(0.05),
        };
      });

      const orderRows = await tx
        .insert(documents)
        .values(
          plans.map((plan) => ({
            type: 'Order' as const,
            number: numberOf('Order', plan.createdAt),
            status: plan.status,
            paymentStatus: plan.paymentStatus,
            paymentMethod: plan.paymentMethod,
            shippingMethod: plan.shippingMethod,
            customerId: plan.customer.id,
            customerName: `${plan.billing.firstName} ${plan.billing.lastName}`,
            customerEmail: plan.customer.email,
            storeId: plan.storeId,
            billingAddress: plan.billing,
            shippingAddress: plan.shippingMethod === 'Pickup' ? null : plan.billing,
            itemsCount: plan.totals.itemsCount,
            itemsTotalCents: plan.totals.itemsTotalCents,
            discountCents: plan.totals.discountCents,
            shippingCents: plan.totals.shippingCents,
            totalCents: plan.totals.totalCents,
            refundedCents: plan.refundedCents,
            locale: plan.customer.locale,
            readyForPickupAt: plan.fate === 'ReadyForPickup' ? plan.updatedAt : null,
            createdAt: plan.createdAt,
            updatedAt: plan.updatedAt,
          })),
        )
        .returning({ id: documents.id });

      const items: (typeof documentItems.$inferInsert)[] = [];
      const payments: (typeof documentPayments.$inferInsert)[] = [];
      const children: { plan: (typeof plans)[number]; orderId: number; type: 'Delivery' | 'Invoice' }[] = [];
      const messages: (typeof documentMessages.$inferInsert)[] = [];
      plans.forEach((plan, index) => {
        const orderId = orderRows[index]?.id;
        if (orderId === undefined) return;
        plan.lines.forEach((line, position) => {
          items.push({ ...line, documentId: orderId, position });
          if (line.status !== 'Cancelled') {
            const key = `${line.productId}:${plan.createdAt.toISOString().slice(0, 10)}`;
            sales.set(key, (sales.get(key) ?? 0) + line.quantity);
          }
        });
        payments.push({
          documentId: orderId,
          method: plan.paymentMethod,
          amountCents: plan.paidCents,
          refundedCents: plan.refundedCents,
          status: plan.paymentStatus,
          reference: plan.paymentMethod === 'Check' ? `CHQ ${1000 + index}` : null,
          createdAt: plan.createdAt,
          updatedAt: plan.updatedAt,
        });
        const shipped = plan.status === 'Shipped' || plan.status === 'Complete';
        if (shipped && plan.shippingMethod !== 'Pickup') children.push({ plan, orderId, type: 'Delivery' });
        if (shipped) children.push({ plan, orderId, type: 'Invoice' });
        if (plan.withMessage) {
          messages.push({
            documentId: orderId,
            from: 'Customer',
            body: 'Bonjour, pouvez-vous me dire quand ma commande sera expédiée ? Merci.',
            createdAt: new Date(plan.createdAt.getTime() + DAY),
          });
          messages.push({
            documentId: orderId,
            from: 'Staff',
            userName: 'admin',
            body: 'Bonjour, votre commande part demain. Bonne lecture !',
            createdAt: new Date(plan.createdAt.getTime() + 2 * DAY),
          });
        }
      });
      for (const part of chunks(items)) await tx.insert(documentItems).values(part);
      for (const part of chunks(payments)) await tx.insert(documentPayments).values(part);
      if (messages.length > 0) await tx.insert(documentMessages).values(messages);

      const childRows = children.length
        ? await tx
            .insert(documents)
            .values(
              children.map((child) => {
                const live = child.plan.lines.filter((line) => line.status !== 'Cancelled');
                const totals = documentTotals(
                  live,
                  child.type === 'Invoice' ? child.plan.totals.shippingCents : 0,
                );
                return {
                  type: child.type,
                  number: numberOf(child.type, child.plan.updatedAt),
                  status:
                    child.type === 'Invoice' || child.plan.status === 'Complete'
                      ? ('Complete' as const)
                      : ('Shipped' as const),
                  paymentStatus: child.plan.paymentStatus,
                  paymentMethod: child.plan.paymentMethod,
                  shippingMethod: child.plan.shippingMethod,
                  customerId: child.plan.customer.id,
                  customerName: `${child.plan.billing.firstName} ${child.plan.billing.lastName}`,
                  customerEmail: child.plan.customer.email,
                  storeId: child.plan.storeId,
                  parentId: child.orderId,
                  billingAddress: child.plan.billing,
                  shippingAddress: child.plan.shippingMethod === 'Pickup' ? null : child.plan.billing,
                  itemsCount: totals.itemsCount,
                  itemsTotalCents: totals.itemsTotalCents,
                  shippingCents: totals.shippingCents,
                  totalCents: totals.totalCents,
                  locale: child.plan.customer.locale,
                  createdAt: child.plan.updatedAt,
                  updatedAt: child.plan.updatedAt,
                };
              }),
            )
            .returning({ id: documents.id })
        : [];
      const childItems = children.flatMap((child, index) => {
        const documentId = childRows[index]?.id;
        if (documentId === undefined) return [];
        return child.plan.lines
          .filter((line) => line.status !== 'Cancelled')
          .map((line, position) => ({ ...line, documentId, position }));
      });
      for (const part of chunks(childItems)) await tx.insert(documentItems).values(part);

      const shippedOrders = children
        .filter((child) => child.type === 'Delivery')
        .map((child) => child.orderId);
      const shippedItems = new Map<number, number[]>();
      if (shippedOrders.length > 0)
        for (const item of await tx
          .select({ id: documentItems.id, documentId: documentItems.documentId })
          .from(documentItems)
          .where(and(inArray(documentItems.documentId, shippedOrders), ne(documentItems.status, 'Cancelled')))
          .orderBy(documentItems.id))
          shippedItems.set(item.documentId, [...(shippedItems.get(item.documentId) ?? []), item.id]);
      const packages = children.flatMap((child, index) => {
        const deliveryId = childRows[index]?.id;
        if (child.type !== 'Delivery' || deliveryId === undefined) return [];
        const live = child.plan.lines.filter((line) => line.status !== 'Cancelled');
        return [
          {
            documentId: child.orderId,
            deliveryDocumentId: deliveryId,
            carrier: CARRIERS[child.plan.shippingMethod],
            trackingNumber: `6A${String(child.orderId).padStart(11, '0')}`,
            status: child.plan.status === 'Complete' ? ('Delivered' as const) : ('Shipped' as const),
            itemIds: shippedItems.get(child.orderId) ?? [],
            weight: 150 + live.reduce((sum, line) => sum + (line.weight ?? 300) * line.quantity, 0),
            shippedAt: child.plan.updatedAt,
            deliveredAt: child.plan.status === 'Complete' ? child.plan.updatedAt : null,
          },
        ];
      });
      for (const part of chunks(packages)) await tx.insert(documentPackages).values(part);
    }

    for (const [key, last] of counters) {
      const [type, year] = key.split(':') as [TDocumentType, string];
      await tx
        .insert(documentCounters)
        .values({ type, year: Number(year), last })
        .onConflictDoUpdate({ target: [documentCounters.type, documentCounters.year], set: { last } });
    }
    const salesRows = [...sales].map(([key, quantity]) => {
      const [productId, soldOn] = key.split(':') as [string, string];
      return { productId: Number(productId), soldOn, quantity };
    });
    for (const part of chunks(salesRows, 1000))
      await tx
        .insert(productSales)
        .values(part)
        .onConflictDoUpdate({
          target: [productSales.productId, productSales.soldOn],
          set: { quantity: sql`${productSales.quantity} + excluded.quantity` },
        });
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
