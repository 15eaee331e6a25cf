import { activityEndpoints, documentEndpoints, productEndpoints, type TDocument } from '@colophon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mails } from '../../mails/mails.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { documents } from '../documents/documents.tables.ts';
import { releaseExpiredHolds } from '../documents/order-holds.service.ts';
import { anOrder, bookShelf, placeOrder } from '../testing/order-fixtures.ts';

/* The stock an unpaid order holds (docs/state-machines.md, "Holds"), tried as an attacker would. */

let api: TestApp;
let book: ReturnType<typeof bookShelf>;
const MINUTE = 60_000;
beforeAll(async () => {
  api = await startTestApp({
    ORDER_HOLD_CARD_MINUTES: '20',
    ORDER_HOLD_CHEQUE_DAYS: '3',
    TEST_PAYMENT_METHODS: 'true',
  });
  book = bookShelf(api, '9784021');
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const stockOf = async (id: number) =>
  (await api.call(productEndpoints.get, { query: { id }, ...asAdmin() })).output.stock;
const documentOf = async (number: string) => {
  const [row] = await api.services.db.select().from(documents).where(eq(documents.number, number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};
/** The customer's mails of an order made with a template. */
const mailsOf = (order: TDocument, template: string) =>
  api.services.db
    .select()
    .from(mails)
    .where(
      and(
        sql`${mails.extra}->>'documentId' = ${String(order.id)}`,
        sql`${mails.extra}->>'template' = ${template}`,
      ),
    );
/** Time passes for this order: its hold ended a second ago. */
const holdRunsOut = (order: TDocument) =>
  api.services.db
    .update(documents)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(documents.id, order.id));
const setPayment = (order: TDocument, status: 'Refused' | 'Authorized') =>
  api.call(documentEndpoints.paymentStatus, {
    body: { id: order.id, version: order.version, paymentId: order.payments[0]?.id ?? 0, status },
    ...asAdmin(),
  });

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('the copies an unpaid order holds', () => {
  it('when the API starts with no setting, then a card payment holds for 30 minutes and a cheque for 7 days', () => {
    const config = loadConfig({});
    expect([config.ORDER_HOLD_CARD_MINUTES, config.ORDER_HOLD_CHEQUE_DAYS]).toEqual([30, 7]);
  });

  it('when an order waits for a card or a cheque, then it holds its copies for the time the shop set, and says until when', async () => {
    const shelf = await book();
    const before = Date.now();
    const card = await documentOf(
      (await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'CreditCard' }))).output.number,
    );
    const cheque = await documentOf(
      (await placeOrder(api, anOrder([shelf.ean], { locale: 'en' }))).output.number,
    );
    const cardLeft = Date.parse(card.heldUntil ?? '') - before;
    expect(cardLeft).toBeGreaterThanOrEqual(20 * MINUTE);
    expect(cardLeft).toBeLessThan(21 * MINUTE);
    const chequeLeft = Date.parse(cheque.heldUntil ?? '') - before;
    expect(chequeLeft).toBeGreaterThanOrEqual(3 * 24 * 60 * MINUTE);
    expect(chequeLeft).toBeLessThan(3 * 24 * 60 * MINUTE + MINUTE);
    const [mail] = await mailsOf(cheque, 'orderAwaitingPayment');
    expect(mail?.body).toContain('Your books are held for you until');
    const paid = await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'FictiveValid' }));
    expect((await documentOf(paid.output.number)).heldUntil).toBeNull();
  });

  it('an unpaid anonymous order cannot hold the whole stock past its hold time: the holds job gives its copies back once, logged and mailed', async () => {
    const scarce = await book({ stock: 3 });
    const hoarder = await placeOrder(
      api,
      anOrder([scarce.ean], {
        paymentMethod: 'CreditCard',
        email: 'hoarder@example.org',
        locale: 'en',
        items: [{ ean: scarce.ean, quantity: 3 }],
      }),
    );
    expect(hoarder.output.status).toBe('AwaitingPayment');
    const honest = anOrder([scarce.ean], { email: 'reader@example.org' });
    expect((await placeOrder(api, honest)).status).toBe(409);

    let order = await documentOf(hoarder.output.number);
    await holdRunsOut(order);
    // The real job, through pg-boss, as its schedule runs it every minute.
    await api.services.jobs.boss.send('order-holds', {});
    order = await waitFor(
      () => documentOf(hoarder.output.number),
      (read) => read.status !== 'AwaitingPayment',
    );

    expect(order.status).toBe('PaymentCanceled');
    expect(order.paymentStatus).toBe('Cancelled');
    expect(order.items.map((item) => item.status)).toEqual(['Cancelled']);
    expect(order.heldUntil).toBeNull();
    expect(await stockOf(scarce.id)).toBe(3);
    expect(
      (await placeOrder(api, { ...honest, idempotencyKey: `${honest.idempotencyKey}-again` })).status,
    ).toBe(200);

    const full = (await api.call(documentEndpoints.full, { query: { id: order.id }, ...asAdmin() })).output;
    expect(full.history.map((event) => [event.action, event.userName, event.status])).toEqual([
      ['Placed', null, 'AwaitingPayment'],
      ['HoldExpired', null, 'PaymentCanceled'],
    ]);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Document', entityId: String(order.id) },
        ...asAdmin(),
      })
    ).output.items;
    const released = log.filter((row) => row.action === 'HoldExpired');
    expect(released).toHaveLength(1);
    expect(released[0]?.changes.reason).toEqual({ before: null, after: 'unpaidHoldExpired' });
    const told = await mailsOf(order, 'orderCancelled');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Your payment was not confirmed in time');
  });

  it('an unpaid order is not released twice when two holds jobs run at once', async () => {
    const shelf = await book({ stock: 10 });
    const orders: TDocument[] = [];
    for (const paymentMethod of ['CreditCard', 'Paypal', 'Check'] as const)
      orders.push(
        await documentOf(
          (
            await placeOrder(
              api,
              anOrder([shelf.ean], { paymentMethod, items: [{ ean: shelf.ean, quantity: 2 }] }),
            )
          ).output.number,
        ),
      );
    expect(await stockOf(shelf.id)).toBe(4);
    const later = new Date(Date.now() + 4 * 24 * 60 * MINUTE);
    const runs = await Promise.all([
      releaseExpiredHolds(api.services, later),
      releaseExpiredHolds(api.services, later),
      releaseExpiredHolds(api.services, later),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    expect(await stockOf(shelf.id)).toBe(10);
    for (const order of orders) {
      expect((await documentOf(order.number)).status).toBe('PaymentCanceled');
      expect(await mailsOf(order, 'orderCancelled')).toHaveLength(1);
      const log = (
        await api.call(activityEndpoints.list, {
          query: { entity: 'Document', entityId: String(order.id) },
          ...asAdmin(),
        })
      ).output.items;
      expect(log.filter((row) => row.action === 'HoldExpired')).toHaveLength(1);
    }
  });

  it('when the money is confirmed before the hold runs out, or the provider authorised it, then the job leaves the order and its copies alone', async () => {
    const shelf = await book({ stock: 5 });
    const paid = await documentOf(
      (await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'CreditCard' }))).output.number,
    );
    const validated = (
      await api.call(documentEndpoints.validatePayment, {
        body: { id: paid.id, version: paid.version, reference: 'PSP-1' },
        ...asAdmin(),
      })
    ).output;
    expect(validated.heldUntil).toBeNull();
    const authorised = (
      await setPayment(
        await documentOf(
          (await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'CreditCard' }))).output.number,
        ),
        'Authorized',
      )
    ).output;
    await holdRunsOut(authorised);
    await releaseExpiredHolds(api.services, new Date(Date.now() + 60 * MINUTE));
    expect((await documentOf(paid.number)).status).toBe('Processing');
    expect((await documentOf(authorised.number)).status).toBe('AwaitingPayment');
    expect(await stockOf(shelf.id)).toBe(3);
  });

  it('when staff act on the version they read before the job released the order, then 409 and nothing moves', async () => {
    const shelf = await book({ stock: 2 });
    const read = await documentOf(
      (await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'CreditCard' }))).output.number,
    );
    await releaseExpiredHolds(api.services, new Date(Date.now() + 60 * MINUTE));
    const late = await api.call(documentEndpoints.validatePayment, {
      body: { id: read.id, version: read.version, reference: 'PSP-late' },
      ...asAdmin(),
    });
    expect(late.status).toBe(409);
    expect(await stockOf(shelf.id)).toBe(2);
  });

  it('a refused payment does not keep the copies: they are back on sale at once, and a late payment takes them again', async () => {
    const shelf = await book({ stock: 2 });
    let order = await documentOf(
      (
        await placeOrder(
          api,
          anOrder([shelf.ean], { paymentMethod: 'CreditCard', items: [{ ean: shelf.ean, quantity: 2 }] }),
        )
      ).output.number,
    );
    expect(await stockOf(shelf.id)).toBe(0);
    order = (await setPayment(order, 'Refused')).output;
    expect([order.status, order.copiesReleased, order.heldUntil]).toEqual(['PaymentFailed', true, null]);
    expect(await stockOf(shelf.id)).toBe(2);

    order = (
      await api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version, reference: 'PSP-2' },
        ...asAdmin(),
      })
    ).output;
    expect([order.status, order.copiesReleased]).toEqual(['Processing', false]);
    expect(await stockOf(shelf.id)).toBe(0);
  });

  it('when the copies a refused payment gave back have been sold, then its late payment is refused with 409 at the line, until staff cancel it', async () => {
    const shelf = await book({ stock: 1 });
    let order = await documentOf(
      (await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'CreditCard' }))).output.number,
    );
    order = (await setPayment(order, 'Refused')).output;
    expect((await placeOrder(api, anOrder([shelf.ean], { email: 'other@example.org' }))).status).toBe(200);
    const late = await api.call(documentEndpoints.validatePayment, {
      body: { id: order.id, version: order.version, reference: 'PSP-3' },
      ...asAdmin(),
    });
    expect(late.status).toBe(409);
    expect(late.body.propertiesErrorMessages[0]?.propertyName).toBe('itemIds');
    expect(late.body.errors[0]).toContain('Livre');
    order = (
      await api.call(documentEndpoints.cancelItems, {
        body: { id: order.id, version: order.version, itemIds: [order.items[0]?.id ?? 0] },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Cancelled');
    // The cancelled line had nothing to give back: the other buyer's copy stays theirs.
    expect(await stockOf(shelf.id)).toBe(0);
  });

  it('when a test payment is refused at once, then the order takes no copy', async () => {
    const shelf = await book({ stock: 1 });
    const refused = await placeOrder(api, anOrder([shelf.ean], { paymentMethod: 'FictiveInvalid' }));
    expect(refused.output.status).toBe('PaymentFailed');
    expect(await stockOf(shelf.id)).toBe(1);
  });
});
