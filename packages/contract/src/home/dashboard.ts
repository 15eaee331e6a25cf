import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import type { TDocumentStatus, TShippingMethod } from '../sales/documents.ts';

/**
 * The orders a day's sales count: accepted (paid, or paid later at the store or on invoice), not
 * cancelled, in whatever state of delivery. The home's sales link to the order list of these.
 */
export const salesStatuses = [
  'Processing',
  'ProcessingExternal',
  'Shipped',
  'Complete',
  'CompleteExternal',
] as const satisfies readonly TDocumentStatus[];

/** Orders that leave by a carrier (to ship) and those the customer collects (to hand over). */
export const shippedMethods = ['Home', 'Relay', 'Carrier'] as const satisfies readonly TShippingMethod[];
export const handedOverMethods = ['Pickup', 'ProWithdrawal'] as const satisfies readonly TShippingMethod[];

/** The sales of a period (days, both included, as the order list's `from`/`to` take them). */
export const ZSalesFigure = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** Euros, tax included: the orders' totals, cancelled lines taken off. */
  amount: z.number(),
  orders: z.number().int(),
});
export type TSalesFigure = z.infer<typeof ZSalesFigure>;
const ZSalesComparison = z.object({ current: ZSalesFigure, lastYear: ZSalesFigure });

/** A book out of stock that customers ordered lately: to order again from the supplier. */
export const ZOutOfStockBook = z.object({
  productId: z.number().int(),
  ean: z.string(),
  title: z.string(),
  /** Copies ordered in the period (lines not cancelled). */
  ordered: z.number().int(),
});
export type TOutOfStockBook = z.infer<typeof ZOutOfStockBook>;

/** How far back "ordered lately" looks for the books out of stock. */
export const OUT_OF_STOCK_ORDERED_DAYS = 30;

/**
 * The shop's day on the home screen. Each block is there only when the caller holds the claim of
 * the list it counts (the server leaves the others out): messages (Public.MessageManage), reviews
 * (Catalog.ReviewList), mails (Public.MailLog), background tasks (Management.BackgroundTasks), and
 * orders, sales and the books out of stock that are ordered (Public.DocumentsManage).
 */
export const ZDashboard = z.object({
  messages: z.object({ pending: z.number().int(), progress: z.number().int() }).optional(),
  reviews: z.object({ pending: z.number().int() }).optional(),
  /** Mails not delivered yet whose last try failed. */
  mails: z.object({ failing: z.number().int() }).optional(),
  tasks: z.object({ failed: z.number().int() }).optional(),
  /** Orders waiting: for their payment (`AwaitingPayment`), to ship, to hand over at the store (`Processing`). */
  orders: z
    .object({
      awaitingPayment: z.number().int(),
      toShip: z.number().int(),
      toHandOver: z.number().int(),
    })
    .optional(),
  /** Today's sales and the month's so far (UTC days), each beside the same days a year before. */
  sales: z.object({ today: ZSalesComparison, month: ZSalesComparison }).optional(),
  /** Books with no copy left that were ordered in the last `OUT_OF_STOCK_ORDERED_DAYS` days, most ordered first (ten at most). */
  outOfStock: z.object({ count: z.number().int(), books: z.array(ZOutOfStockBook) }).optional(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** The statuses the sales count, as the order list's `status` filter takes them. */
export const salesStatusFilter = salesStatuses.join(',');

export const dashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Home/Dashboard',
    access: 'signed-in',
    summary: "The shop's day: what waits for staff, each block only for the holders of its list's claim",
    response: ZDashboard,
  }),
};
