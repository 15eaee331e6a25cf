import { createHash } from 'node:crypto';
import {
  bookPriceLawApplies,
  isCollected,
  type Locale,
  type MessageKey,
  orderStarts,
  type ParsedBody,
  paymentMethods,
  shippingMethods,
  type shoppingCartEndpoints,
  type TPaymentMethod,
  type TPlacedOrder,
  translate,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { recordServerAction } from '../../analytics/tracking/tracking.repository.ts';
import { countSold, takeCopies } from '../../catalog/products/stock.service.ts';
import type { Tx } from '../../db/database.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import { insertDiscountUsages } from '../../marketing/discounts/discounts.repository.ts';
import type { Services } from '../../services.ts';
import { shopDay, shopYear } from '../../shop/shop-days.ts';
import { addToCustomerTotals } from '../customers/customers.repository.ts';
import { holdEnd } from '../documents/actions/holds.ts';
import {
  findDocumentByKey,
  insertDocument,
  insertPayment,
  nextNumber,
} from '../documents/documents.repository.ts';
import type { DocumentRow } from '../documents/documents.tables.ts';
import { formatMoney } from '../documents/order-mails.ts';
import { findStore } from '../stores/stores.repository.ts';
import {
  anonymous,
  capsApplyTo,
  orderBuyer,
  previewBuyer,
  signedInCustomer,
  type Visitor,
} from './buyers.ts';
import { paymentInstructions } from './payment-instructions.ts';
import { type DiscountRefusal, type PricedCart, priceCart } from './pricing.ts';
import { availabilityOf, refuseOverCaps } from './quantity-caps.ts';

type Cart = ParsedBody<typeof shoppingCartEndpoints.price>;
type PlaceOrder = ParsedBody<typeof shoppingCartEndpoints.order>;

const euros = (cents: number) => cents / 100;
/** What a second-hand line says beside its title (décret n° 2023-497). */
const mention = (locale: Locale) => translate('secondHandMention', locale);

const refusalReasons: Record<Exclude<DiscountRefusal, 'unknown'>, MessageKey> = {
  notPublished: 'discountRefusedNotPublished',
  usedUp: 'discountRefusedUsedUp',
  minSpent: 'discountRefusedMinSpent',
  customer: 'discountRefusedCustomer',
  country: 'discountRefusedCountry',
  method: 'discountRefusedMethod',
  noItem: 'discountRefusedNoItem',
};

/** Why a coupon code typed does not apply, in the customer's words. */
const couponMessage = (reason: DiscountRefusal, locale: Locale) =>
  reason === 'unknown'
    ? translate('couponUnknown', locale)
    : translate('couponNotApplicable', locale, { reason: translate(refusalReasons[reason], locale) });

const placed = (row: DocumentRow): TPlacedOrder => ({
  number: row.number,
  status: row.status,
  paymentStatus: row.paymentStatus,
  total: euros(row.totalCents),
  shippingCost: euros(row.shippingCents),
  createdAt: row.createdAt.toISOString(),
  guest: row.guest,
});

/** A value with its object keys sorted, at every depth: the same cart always writes the same text. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
};

/** What tells a retry (the same cart) from another cart sent under the same key. */
const requestHash = ({ idempotencyKey: _key, ...input }: PlaceOrder) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex');

/** The test payments (paid or refused at once, with no money): only where the shop turned them on. */
const isTestPayment = (method: TPaymentMethod) => method === 'FictiveValid' || method === 'FictiveInvalid';

export const createShoppingCartService = ({ db, mails, client, config }: Services) => {
  /** Read at each call: the client's settings are the process's. */
  const lawApplies = () => bookPriceLawApplies(client);
  const offered = (method: TPaymentMethod) => config.TEST_PAYMENT_METHODS || !isTestPayment(method);

  const checkShipping = async (tx: Tx, input: Cart & Partial<PlaceOrder>) => {
    if (input.paymentMethod !== undefined && !offered(input.paymentMethod))
      throw invalidField('paymentMethod', 'paymentMethodNotOffered');
    if (input.shippingMethod === 'Pickup') {
      if (input.storeId === null) throw invalidField('storeId', 'storeRequired');
      const store = await findStore(tx, input.storeId);
      if (!store?.isPickupPoint) throw invalidField('storeId', 'unknownStore');
    } else if (input.storeId !== null && !(await findStore(tx, input.storeId))) {
      throw invalidField('storeId', 'unknownStore');
    }
    if (input.paymentMethod === undefined) return;
    if (!isCollected(input.shippingMethod) && !input.shippingAddress)
      throw invalidField('shippingAddress', 'addressRequired');
    if (input.paymentMethod === 'ManualAtPickup' && !isCollected(input.shippingMethod))
      throw invalidField('paymentMethod', 'paymentNotAllowedForShipping');
  };

  /** An order is not placed with a coupon code that does not apply: the customer is told why, at the code. */
  const refuseRejectedCoupons = (input: PlaceOrder, priced: PricedCart, locale: Locale) => {
    const [first] = priced.rejectedCoupons;
    if (!first) return;
    const index = input.couponCodes.findIndex(
      (code) => code.trim().toLowerCase() === first.code.toLowerCase(),
    );
    const message: MessageKey = first.reason === 'unknown' ? 'couponUnknown' : 'couponNotApplicable';
    throw new AppError('invalid', message, {
      params: first.reason === 'unknown' ? {} : { reason: translate(refusalReasons[first.reason], locale) },
      fields: [{ propertyName: `couponCodes.${Math.max(index, 0)}`, message }],
    });
  };

  const place = async (input: PlaceOrder, locale: Locale, visitor: Visitor) => {
    const hash = requestHash(input);
    const existing = await findDocumentByKey(db, input.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash) throw new AppError('not-allowed', 'idempotencyKeyReused');
      return placed(existing);
    }
    return db.transaction(async (tx) => {
      const signedIn = await signedInCustomer(tx, visitor.siteCustomerId);
      refuseOverCaps(input.items, config, capsApplyTo(signedIn));
      await checkShipping(tx, input);
      const now = new Date();
      const billing = input.billingAddress;
      const { customer, buyer, guest } = await orderBuyer(tx, signedIn, input);
      if (input.paymentMethod === 'OnInvoice' && buyer.role === 'Individual')
        throw invalidField('paymentMethod', 'paymentNotAllowedForShipping');
      const priced = await priceCart(tx, input, {
        customer: buyer,
        billingCountry: billing.country,
        shippingCountry: isCollected(input.shippingMethod) ? null : (input.shippingAddress?.country ?? null),
        paymentMethod: input.paymentMethod,
        now,
        lawApplies: lawApplies(),
        lock: true,
      });
      refuseRejectedCoupons(input, priced, locale);
      const start = orderStarts[input.paymentMethod];
      // A refused payment holds nothing (docs/state-machines.md, "Holds"); every other order takes its copies.
      const holdsCopies = start.hold !== 'none';
      if (holdsCopies)
        for (const [index, line] of priced.lines.entries())
          if (!(await takeCopies(tx, line.productId, line.quantity)))
            throw new AppError('not-allowed', 'cartOutOfStock', {
              fields: [{ propertyName: `items.${index}.quantity`, message: 'cartOutOfStock' }],
            });
      const heldUntil = holdEnd(start.hold, now, config);
      const row = await insertDocument(
        tx,
        {
          type: 'Order',
          number: await nextNumber(tx, 'Order', shopYear(now)),
          status: start.status,
          paymentStatus: start.payment,
          paymentMethod: input.paymentMethod,
          shippingMethod: input.shippingMethod,
          customerId: customer.id,
          customerName: `${billing.firstName} ${billing.lastName}`,
          customerEmail: customer.email,
          guest,
          storeId: input.storeId,
          billingAddress: billing,
          shippingAddress: isCollected(input.shippingMethod) ? null : input.shippingAddress,
          itemsCount: priced.itemsCount,
          itemsTotalCents: priced.itemsTotalCents,
          discountCents: priced.discountCents,
          shippingCents: priced.shippingCents,
          shippingRebates: priced.shippingRebates,
          totalCents: priced.totalCents,
          locale: input.locale,
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          heldUntil,
          copiesReleased: !holdsCopies,
          createdAt: now,
          updatedAt: now,
        },
        priced.lines.map((line) => ({
          productId: line.productId,
          ean: line.ean,
          title: line.title,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          taxRate: line.taxRate,
          discountCents: line.discountCents,
          rebates: line.rebates,
          weight: line.weight,
          secondHand: line.secondHand,
          status: start.items,
        })),
      );
      await insertDiscountUsages(
        tx,
        priced.discounts.map((discount) => ({
          discountId: discount.discountId,
          documentId: row.id,
          customerId: customer.id,
          discountName: discount.name,
          couponCode: discount.couponCode,
          amountCents: discount.amountCents,
          cappedByLaw: discount.cappedByLaw,
        })),
      );
      await insertPayment(tx, {
        documentId: row.id,
        method: input.paymentMethod,
        amountCents: priced.totalCents,
        status: start.payment,
      });
      if (holdsCopies) await countSold(tx, priced.lines, shopDay(now));
      await addToCustomerTotals(tx, customer.id, {
        orders: 1,
        spentCents: priced.totalCents,
        orderedAt: now,
      });
      await recordServerAction(tx, {
        type: 'OrderPlaced',
        customerId: customer.id,
        visitorGuid: visitor.visitorGuid,
        // Only a signed-in customer's order ties the visitor to them: a typed email proves nothing.
        tiesVisitor: !guest,
        sourceId: row.id,
        productIds: priced.lines.map((line) => line.productId),
        occurredAt: now,
      });
      await recordActivity(tx, null, {
        entity: 'Document',
        entityId: row.id,
        action: 'create',
        after: {
          number: row.number,
          status: row.status,
          paymentStatus: row.paymentStatus,
          totalCents: row.totalCents,
        },
      });
      const total = formatMoney(row.totalCents, row.locale);
      const base = {
        firstName: billing.firstName,
        orderNumber: row.number,
        total,
        items: priced.lines
          .map(
            (line) => `${line.quantity} × ${line.title}${line.secondHand ? ` (${mention(row.locale)})` : ''}`,
          )
          .join(', '),
      };
      const mail = {
        to: row.customerEmail,
        locale: row.locale,
        extra: { documentId: row.id, documentNumber: row.number },
      };
      if (start.status === 'AwaitingPayment')
        await mails.queue(tx, {
          ...mail,
          template: 'orderAwaitingPayment',
          data: {
            ...base,
            paymentInstructions: paymentInstructions(
              input.paymentMethod,
              row.locale,
              total,
              client.seller?.name ?? client.title,
              heldUntil,
            ),
          },
        });
      else if (start.status === 'PaymentFailed')
        await mails.queue(tx, { ...mail, template: 'orderPaymentFailed', data: base });
      else await mails.queue(tx, { ...mail, template: 'orderReceived', data: base });
      return placed(row);
    });
  };

  return {
    shippingMethods: (locale: Locale) =>
      shippingMethods.map((id) => ({ id, label: translate(`shippingMethod${id}`, locale) })),
    paymentMethods: (locale: Locale) =>
      paymentMethods.filter(offered).map((id) => ({ id, label: translate(`paymentMethod${id}`, locale) })),

    price: (input: Cart, context: { locale: Locale; siteCustomerId: number | null }) =>
      db.transaction(async (tx) => {
        const signedIn = await signedInCustomer(tx, context.siteCustomerId);
        refuseOverCaps(input.items, config, capsApplyTo(signedIn));
        await checkShipping(tx, input);
        const priced = await priceCart(tx, input, {
          customer: await previewBuyer(tx, signedIn, input.email),
          billingCountry: input.billingCountry ?? null,
          shippingCountry: input.shippingCountry ?? null,
          paymentMethod: input.paymentMethod ?? null,
          now: new Date(),
          lawApplies: lawApplies(),
          lock: false,
        });
        return {
          lines: priced.lines.map((line) => ({
            ean: line.ean,
            productId: line.productId,
            title: line.title,
            quantity: line.quantity,
            unitPrice: euros(line.unitPriceCents),
            taxRate: line.taxRate,
            discount: euros(line.discountCents),
            total: euros(line.quantity * line.unitPriceCents - line.discountCents),
            secondHand: line.secondHand,
            mention: line.secondHand ? mention(context.locale) : null,
            availability: availabilityOf(line.inStock, config),
            availabilityLabel: translate(
              `cartAvailability${availabilityOf(line.inStock, config)}`,
              context.locale,
            ),
          })),
          itemsTotal: euros(priced.itemsTotalCents),
          discountTotal: euros(priced.discountCents),
          shippingCost: euros(priced.shippingCents),
          shippingDiscount: euros(priced.shippingDiscountCents),
          total: euros(priced.totalCents),
          taxes: priced.taxes.map((tax) => ({
            rate: tax.rate,
            base: euros(tax.baseCents),
            tax: euros(tax.taxCents),
          })),
          discounts: priced.discounts.map((discount) => ({
            discountId: discount.discountId,
            name: discount.name,
            discountType: discount.discountType,
            amount: euros(discount.amountCents),
            couponCode: discount.couponCode,
            cappedByLaw: discount.cappedByLaw,
          })),
          rejectedCoupons: priced.rejectedCoupons.map((coupon) => ({
            code: coupon.code,
            message: couponMessage(coupon.reason, context.locale),
          })),
        };
      }),

    /** Places the order once per idempotency key: a retry, even one racing the first, answers the same order. */
    order: async (input: PlaceOrder, locale: Locale = input.locale, visitor: Visitor = anonymous) => {
      try {
        return await place(input, locale, visitor);
      } catch (error) {
        if (violatedUniqueIndex(error) !== 'documents_idempotency_key') throw error;
        const existing = await findDocumentByKey(db, input.idempotencyKey);
        if (!existing) throw error;
        if (existing.requestHash !== requestHash(input))
          throw new AppError('not-allowed', 'idempotencyKeyReused');
        return placed(existing);
      }
    },
  };
};
