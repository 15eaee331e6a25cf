import { z } from 'zod';
import { ZById, ZListQuery, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAddress, ZCustomerRole } from './customers.ts';
import { ZStore } from './stores.ts';

/**
 * Documents (SPEC §3, §4): orders, quotations, delivery notes, invoices and credit notes. Money is euros with two
 * decimals here (cents in the database); every total is the server's. docs/state-machines.md says
 * which action each state allows.
 */

export const documentStatuses = [
  'Temp',
  'Created',
  'Pending',
  'PendingExternal',
  'AwaitingPayment',
  'PaymentFailed',
  'PaymentCanceled',
  'Processing',
  'ProcessingExternal',
  'Shipped',
  'Complete',
  'CompleteExternal',
  'Cancelled',
] as const;
export const ZDocumentStatus = z.enum(documentStatuses);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

export const documentItemStatuses = [
  'Temp',
  'Created',
  'Pending',
  'Processing',
  'Shipped',
  'Complete',
  'Cancelled',
] as const;
export const ZDocumentItemStatus = z.enum(documentItemStatuses);
export type TDocumentItemStatus = z.infer<typeof ZDocumentItemStatus>;

export const paymentStatuses = [
  'Temp',
  'Pending',
  'Cancelled',
  'Paid',
  'Authorized',
  'PartiallyRefunded',
  'Refunded',
  'Voided',
  'Refused',
] as const;
export const ZPaymentStatus = z.enum(paymentStatuses);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const documentTypes = ['Order', 'Quotation', 'Delivery', 'Invoice', 'CreditNote'] as const;
export const ZDocumentType = z.enum(documentTypes);
export type TDocumentType = z.infer<typeof ZDocumentType>;

export const paymentMethods = [
  'CreditCard',
  'Check',
  'ManualAtPickup',
  'OnInvoice',
  'FictiveValid',
  'FictiveInvalid',
  'Paypal',
] as const;
export const ZPaymentMethod = z.enum(paymentMethods);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Home: La Poste to the door; Relay: a relay point; Carrier: express courier; Pickup: click and collect. */
export const shippingMethods = ['Home', 'Relay', 'Carrier', 'Pickup', 'ProWithdrawal'] as const;
export const ZShippingMethod = z.enum(shippingMethods);
export type TShippingMethod = z.infer<typeof ZShippingMethod>;
/**
 * Shipping methods where the customer comes to the books: no carrier and no shop rate (an individual's
 * professional withdrawal still pays the Darcos floor: docs/rules/prices-and-book-laws.md).
 */
export const collectedShippingMethods: readonly TShippingMethod[] = ['Pickup', 'ProWithdrawal'];

/** The actions of SPEC §4 and the edits that follow the state machine. */
export const documentActions = [
  'ValidatePayment',
  'ShippItems',
  'CancelItems',
  'NotifyPicking',
  'ValidatePicking',
  'DeliveryPackage',
  'DocumentPaymentStatus',
  'DocumentComment',
  'ShippingAddress',
  'GenerateLabel',
] as const;
export const ZDocumentAction = z.enum(documentActions);
export type TDocumentAction = z.infer<typeof ZDocumentAction>;

/** One option of an enumeration, with its label in the caller's language. */
const option = <T extends z.ZodType>(id: T) => z.object({ id, label: z.string() });

/** What one discount took off a line, off delivery, or off the whole document, by the discount's name. */
export const ZRebate = z.object({ name: z.string(), amount: z.number() });
export type TRebate = z.infer<typeof ZRebate>;

export const ZDocumentItem = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  ean: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** Price of one copy, tax included: the gross price, before discounts. */
  unitPrice: z.number(),
  /** The same without VAT, to the cent: what an invoice to a business or public buyer shows. */
  unitPriceNoTax: z.number(),
  taxRate: z.number(),
  /** Taken off the line (tax included), by the discounts of `rebates`. */
  discount: z.number(),
  /** The discounts that make up `discount`, by name (none on lines priced before they were kept). */
  rebates: z.array(ZRebate),
  /** quantity × unitPrice − discount: the net amount. */
  total: z.number(),
  /** Grams, when the catalogue knows the book's weight. */
  weight: z.number().int().nullable(),
  /** The copy sold was second-hand (« occasion »). */
  secondHand: z.boolean(),
  status: ZDocumentItemStatus,
  /** The line actions the state machine allows on this line now (the console's line selection). */
  allowedActions: z.array(z.enum(['ShippItems', 'CancelItems'])),
});
export type TDocumentItem = z.infer<typeof ZDocumentItem>;

export const ZDocumentPayment = z.object({
  id: z.number().int(),
  method: ZPaymentMethod,
  amount: z.number(),
  /** Refunded so far. */
  refunded: z.number(),
  status: ZPaymentStatus,
  /** The bank's or provider's reference, or the cheque number. */
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The statuses `DocumentPaymentStatus` may set now (none when the action is not allowed). */
  allowedStatuses: z.array(ZPaymentStatus),
});
export type TDocumentPayment = z.infer<typeof ZDocumentPayment>;

export const packageStatuses = ['Shipped', 'Delivered'] as const;
export const ZPackage = z.object({
  id: z.number().int(),
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.enum(packageStatuses),
  /** The lines it carries. */
  itemIds: z.array(z.number().int()),
  /** Grams: the books' weights plus packing. */
  weight: z.number().int(),
  /** The delivery note made with it. */
  deliveryDocumentId: z.number().int().nullable(),
  hasLabel: z.boolean(),
  shippedAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
  /** What may be done with this package now. */
  allowedActions: z.array(z.enum(['DeliveryPackage', 'GenerateLabel'])),
});
export type TPackage = z.infer<typeof ZPackage>;

/** VAT per rate: what the law asks an invoice to show. */
export const ZTaxLine = z.object({ rate: z.number(), base: z.number(), tax: z.number() });

export const ZDocumentCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  customerRole: ZCustomerRole,
});

export const ZDocumentSummary = z.object({
  id: z.number().int(),
  version: z.number().int(),
  documentType: ZDocumentType,
  /**
   * CO-2026-000123 (order), DE (quotation), BL (delivery), FA (invoice), AV (credit note): per type and
   * year, in sequence.
   */
  number: z.string(),
  status: ZDocumentStatus,
  paymentStatus: ZPaymentStatus,
  paymentMethod: ZPaymentMethod,
  shippingMethod: ZShippingMethod,
  customer: ZDocumentCustomer,
  storeId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
  itemsCount: z.number().int(),
  total: z.number(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

export const ZDocument = ZDocumentSummary.extend({
  parentId: z.number().int().nullable(),
  billingAddress: ZAddress,
  /** Null when the books are collected (click and collect). */
  shippingAddress: ZAddress.nullable(),
  store: ZStore.nullable(),
  items: z.array(ZDocumentItem),
  payments: z.array(ZDocumentPayment),
  packages: z.array(ZPackage),
  /** Lines total, tax included. */
  itemsTotal: z.number(),
  /** Delivery, after its discounts. */
  shippingCost: z.number(),
  /** The discounts that lowered delivery, by name: `shippingCost` + their amounts is its price before them. */
  shippingRebates: z.array(ZRebate),
  /** Taken off the lines (not delivery). */
  discountTotal: z.number(),
  /** Every discount of the lines not cancelled and of delivery, by name, once each: the summary of rebates. */
  rebates: z.array(ZRebate),
  /** itemsTotal + shippingCost − discountTotal, of the lines not cancelled. */
  total: z.number(),
  totalNoTax: z.number(),
  taxes: z.array(ZTaxLine),
  refunded: z.number(),
  /** The staff's internal comment; never shown to the customer. */
  comment: z.string().nullable(),
  locale: z.enum(['fr', 'en']),
  /** The actions the state machine allows now (and the shop's flags): the console enables these only. */
  allowedActions: z.array(ZDocumentAction),
  readyForPickupAt: z.iso.datetime().nullable(),
  /**
   * Until when an order waiting for an unconfirmed payment holds its copies; past it the shop cancels
   * it and puts them back on sale (docs/state-machines.md, "Holds"). Null otherwise.
   */
  heldUntil: z.iso.datetime().nullable(),
  /** A refused payment put its copies back on sale; the payment, when it comes, takes them again. */
  copiesReleased: z.boolean(),
  /**
   * A guest order (« Commande invité »): placed on the site without signing in, with a typed email
   * only, so priced as an individual's whatever the customer of that address is (`customer.customerRole`
   * then says `Individual`).
   */
  guest: z.boolean(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZRelatedDocument = ZDocumentSummary.pick({
  id: true,
  documentType: true,
  number: true,
  status: true,
  total: true,
  createdAt: true,
});
export type TRelatedDocument = z.infer<typeof ZRelatedDocument>;

export const ZDocumentMessage = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  /** Who wrote it: the customer, or staff (their user name). */
  from: z.enum(['Customer', 'Staff']),
  userName: z.string().nullable(),
  body: z.string(),
  /** The mail that carried a staff reply, in the mail log. */
  mailId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type TDocumentMessage = z.infer<typeof ZDocumentMessage>;

/**
 * The seller an invoice names (CGI ann. II art. 242 nonies A, C. com. R123-237 and R123-238), from the
 * client's file: an empty text (or a null capital) only where a development start warned of it.
 */
export const ZSeller = z.object({
  /** The legal name. */
  name: z.string(),
  /** SAS, SARL…; EI for a sole trader. */
  legalForm: z.string(),
  /** Euros; null for a sole trader. */
  shareCapital: z.number().nullable(),
  /** The registered office. */
  address: z.string(),
  /** 912 345 675 */
  siren: z.string(),
  /** The registry's city, printed after « RCS ». */
  rcsCity: z.string(),
  vatNumber: z.string(),
});
export type TSeller = z.infer<typeof ZSeller>;

/**
 * One step of a document's life, from the activity log: what was done, by whom, when, and the
 * document's status before and after (the same when the step did not move it).
 */
export const ZDocumentEvent = z.object({
  at: z.iso.datetime(),
  /**
   * `Placed` for the order's intake, `Issued` for the making of an invoice or a credit note, else the
   * action (`ValidatePayment`, `DocumentMessage`…).
   */
  action: z.string(),
  userName: z.string().nullable(),
  statusBefore: ZDocumentStatus.nullable(),
  status: ZDocumentStatus,
});
export type TDocumentEvent = z.infer<typeof ZDocumentEvent>;

/** Everything about a document, to print it: the invoice view. */
export const ZFullDocument = ZDocument.extend({
  relatedDocuments: z.array(ZRelatedDocument),
  messages: z.array(ZDocumentMessage),
  /** Its life, oldest first: placed, then each action (the status timeline). */
  history: z.array(ZDocumentEvent),
  seller: ZSeller,
  /** An invoice's payment terms and late-payment mentions, in the document's language. */
  legalMentions: z.array(z.string()),
  /** A credit note's invoice: the one it corrects (null for every other type). */
  creditedInvoice: ZRelatedDocument.nullable(),
});
export type TFullDocument = z.infer<typeof ZFullDocument>;

export const documentSortFields = [
  'number',
  'createdAt',
  'updatedAt',
  'total',
  'status',
  'customerName',
] as const;
export type TDocumentSortField = (typeof documentSortFields)[number];
const documentSorts = documentSortFields.flatMap((field) => [field, `-${field}`]) as [
  TDocumentSortField | `-${TDocumentSortField}`,
  ...(TDocumentSortField | `-${TDocumentSortField}`)[],
];

/** A comma-separated list of enumeration values in a query (`status=Processing,Shipped`). */
const ZEnumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(400)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional();

/**
 * Documents, newest first by default. `search` finds a number, a part of the customer's name or
 * email, or the EAN of a line. `from`/`to` are days (YYYY-MM-DD, both included) of creation.
 */
export const ZDocumentListQuery = ZListQuery.extend({
  sort: z.enum(documentSorts).default('-createdAt'),
  documentType: ZDocumentType.default('Order'),
  status: ZEnumList(documentStatuses),
  paymentStatus: ZEnumList(paymentStatuses),
  shippingMethod: ZEnumList(shippingMethods),
  storeId: z.coerce.number().int().positive().optional(),
  customerId: z.coerce.number().int().positive().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type TDocumentListQuery = z.output<typeof ZDocumentListQuery>;

const ZIds = z.array(z.number().int().positive()).min(1, 'required').max(500);
const ZAction = z.object({ id: z.number().int() }).extend(ZVersioned.shape);

export const ZValidatePayment = ZAction.extend({
  /** The bank's reference or the cheque number. */
  reference: z.string().trim().max(200).nullable().default(null),
});
export const ZShippItems = ZAction.extend({
  itemIds: ZIds,
  carrier: z.string().trim().min(1, 'required').max(100),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'required')
    .max(60)
    .regex(/^[\x20-\x7E]+$/, 'trackingNumberAscii'),
});
export const ZCancelItems = ZAction.extend({
  itemIds: ZIds,
  reason: z.string().trim().max(1000).nullable().default(null),
});
export const ZDeliveryPackage = ZAction.extend({ packageId: z.number().int() });
export const ZDocumentPaymentStatusChange = ZAction.extend({
  paymentId: z.number().int(),
  status: ZPaymentStatus,
  reference: z.string().trim().max(200).nullable().default(null),
});
export const ZDocumentCommentChange = ZAction.extend({
  comment: z.string().trim().max(10_000).nullable(),
});
export const ZShippingAddressChange = ZAction.extend({ shippingAddress: ZAddress });
export const ZDocumentMessageCreate = z.object({
  documentId: z.number().int(),
  body: z.string().trim().min(1, 'required').max(10_000),
});
/** At most this many orders' labels in one PDF. */
export const MAX_LABEL_BATCH = 100;
export const ZLabelsQuery = z.object({
  /** Order ids, comma-separated. */
  ids: z
    .string()
    .max(1200)
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive()).min(1, 'required').max(MAX_LABEL_BATCH)),
});
export const ZGenerateLabelQuery = z.object({
  id: z.coerce.number().int().positive(),
  packageId: z.coerce.number().int().positive(),
});

const documents = claim('Public', 'DocumentsManage');

const action = <B extends z.ZodType>(
  name: string,
  summary: string,
  body: B,
  method: 'POST' | 'PUT' = 'POST',
) =>
  defineEndpoint({
    method,
    path: `/BackOffice/Document/${name}`,
    access: documents,
    summary: `${summary}. 409 when the version is stale or the state machine does not allow it`,
    body,
    response: ZDocument,
  });

export const documentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/Documents',
    access: documents,
    summary:
      'Documents of one type, paged; search number, customer name or email, EAN; filter by status, payment status, shipping method, store, customer, days; sort',
    query: ZDocumentListQuery,
    response: ZPage(ZDocumentSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/Document',
    access: documents,
    summary: 'One document with its lines, payments, packages, totals and the actions allowed now',
    query: ZById,
    response: ZDocument,
  }),
  full: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/FullDocument',
    access: documents,
    summary: 'One document with everything needed to print it: related documents, messages, seller, mentions',
    query: ZById,
    response: ZFullDocument,
  }),
  related: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/RelatedDocuments',
    access: documents,
    summary:
      'The documents linked to one: its order, its quotation, its delivery notes, its invoice and credit notes',
    query: ZById,
    response: z.array(ZRelatedDocument),
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/DocumentStatus',
    access: documents,
    summary: 'The document statuses, with their labels',
    response: z.array(option(ZDocumentStatus)),
  }),
  paymentStatuses: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/PaymentStatus',
    access: documents,
    summary: 'The payment statuses, with their labels',
    response: z.array(option(ZPaymentStatus)),
  }),
  itemStatuses: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/DocumentItemStatus',
    access: documents,
    summary: 'The line statuses, with their labels',
    response: z.array(option(ZDocumentItemStatus)),
  }),
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/PaymentMethods',
    access: documents,
    summary: 'The payment methods, with their labels',
    response: z.array(option(ZPaymentMethod)),
  }),
  shippingMethods: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/ShippingMethods',
    access: documents,
    summary: 'The shipping methods, with their labels',
    response: z.array(option(ZShippingMethod)),
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/DocumentTypes',
    reference: true,
    access: documents,
    summary: 'The document types, with their labels',
    response: z.array(option(ZDocumentType)),
  }),
  validatePayment: action(
    'ValidatePayment',
    'The payment was received: the order goes to preparation and the customer is told',
    ZValidatePayment,
  ),
  shippItems: action(
    'ShippItems',
    'Ship the selected lines in one package (carrier, tracking number) with its delivery note; the order is Shipped once every live line is',
    ZShippItems,
  ),
  cancelItems: action(
    'CancelItems',
    'Cancel the selected lines: stock returned, refund recorded on the payment, the customer told',
    ZCancelItems,
  ),
  deliveryPackage: action(
    'DeliveryPackage',
    'A package was delivered; the order is Complete once every package is',
    ZDeliveryPackage,
  ),
  paymentStatus: action(
    'DocumentPaymentStatus',
    'Set a payment’s status by hand, as the payment machine allows',
    ZDocumentPaymentStatusChange,
  ),
  comment: action(
    'DocumentComment',
    'Change the internal comment (when the shop has `editDocumentComment`)',
    ZDocumentCommentChange,
    'PUT',
  ),
  shippingAddress: action(
    'ShippingAddress',
    'Change the shipping address, until a line is shipped',
    ZShippingAddressChange,
    'PUT',
  ),
  notifyPicking: action(
    'NotifyPicking',
    'Click and collect: the books wait at the store; the customer is told',
    ZAction,
  ),
  validatePicking: action(
    'ValidatePicking',
    'Click and collect: the customer collected the books (and paid, when paying at the store)',
    ZAction,
  ),
  messages: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/DocumentMessages',
    access: documents,
    summary:
      'The messages exchanged with the customer about a document, oldest first (when `documentMessage`)',
    query: ZById,
    response: z.array(ZDocumentMessage),
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Document/DocumentMessage',
    access: documents,
    summary: 'Write to the customer about a document: kept in the thread and mailed (when `documentMessage`)',
    body: ZDocumentMessageCreate,
    response: ZDocumentMessage,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Document/InvoicePdf',
    access: documents,
    summary: 'An invoice, a credit note (or any document) as a PDF with the mentions French law asks of them',
    query: ZById,
    response: z.string(),
  }),
};

export const labelEndpoints = {
  generate: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Label/GenerateLabel',
    access: documents,
    summary:
      'The shipping label of a package as a PDF (Code 128 of the tracking number), made once and kept in the label storage (when `generateLabels`)',
    query: ZGenerateLabelQuery,
    response: z.string(),
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Label/Labels',
    access: documents,
    summary:
      'The labels of the packages still on their way of several orders, one per page of one PDF, to print them at once (when `generateLabels`); 400 at `ids` when none has one',
    query: ZLabelsQuery,
    response: z.string(),
  }),
};
