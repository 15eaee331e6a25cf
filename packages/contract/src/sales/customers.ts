import { z } from 'zod';
import { ZById, ZListQuery, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZGender } from '../users/users.ts';

/**
 * The shop's customers: the people who order on the bookshop's site. A customer is found by email
 * (lower-cased, unique) when an order comes in, created otherwise.
 */

/**
 * Who buys. Beside individuals and professionals, the buyers the Loi Lang (art. 3) lets have up to
 * 9 % off new books: public bodies (the State, local authorities) for their own use or their public
 * libraries, other legal persons running a library open to the public, schools, training and research
 * bodies, and works councils and representative unions, each for its own use (not for resale).
 */
export const customerRoles = [
  'Individual',
  'Professional',
  'PublicBody',
  'Library',
  'School',
  'WorksCouncil',
] as const;
export const ZCustomerRole = z.enum(customerRoles);
export type TCustomerRole = z.infer<typeof ZCustomerRole>;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().default(null);

/** A postal address; `country` is an ISO 3166-1 alpha-2 code (FR, BE…). */
export const ZAddress = z.object({
  firstName: text(100).min(1, 'required'),
  lastName: text(100).min(1, 'required'),
  company: optionalText(200),
  address1: text(200).min(1, 'required'),
  address2: optionalText(200),
  address3: optionalText(200),
  postalCode: text(20).min(1, 'required'),
  city: text(100).min(1, 'required'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'countryCode'),
  phone: optionalText(40),
});
export type TAddress = z.output<typeof ZAddress>;
export type TAddressInput = z.input<typeof ZAddress>;

/** An address as it is printed, line by line: on the order screen, its invoice and its labels. */
export const addressLines = (address: TAddress) =>
  [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    address.address3,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));

/** The earliest date of birth taken: older is a typing mistake. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** A date of birth: a real day, from 1900 to today (a Paris day, as the shop's). */
export const ZDateOfBirth = z.iso
  .date({ error: 'dateOfBirthRange', abort: true })
  .refine(
    (day) =>
      day >= EARLIEST_BIRTH_DATE &&
      day <= new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }),
    'dateOfBirthRange',
  )
  .nullable()
  .default(null);

export const ZCustomer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: ZGender,
  /** YYYY-MM-DD; what the analytics age rules read (a customer without one matches none). */
  dateOfBirth: z.iso.date().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  /** The client's additional phone field (`additionalPhoneContact`). */
  additionalPhone: z.string().nullable(),
  customerRole: ZCustomerRole,
  /** A member of the shop's fidelity programme (discounts may be restricted to them). */
  hasFidelity: z.boolean(),
  /** The language mails to this customer are written in. */
  locale: z.enum(['fr', 'en']),
  billingAddress: ZAddress.nullable(),
  shippingAddress: ZAddress.nullable(),
  /** Orders placed, cancelled ones included. */
  ordersCount: z.number().int(),
  /** What the customer paid for the orders, refunds taken off (euros). */
  totalSpent: z.number(),
  lastOrderAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
export const ZCustomerSummary = ZCustomer.omit({ billingAddress: true, shippingAddress: true }).extend({
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type TCustomerSummary = z.infer<typeof ZCustomerSummary>;

export const ZCustomerUpdate = z
  .object({
    id: z.number().int(),
    email: z.email('invalidEmail').trim().toLowerCase().max(254),
    firstName: text(100).min(1, 'required'),
    lastName: text(100).min(1, 'required'),
    gender: ZGender.default('Unknown'),
    dateOfBirth: ZDateOfBirth,
    company: optionalText(200),
    phone: optionalText(40),
    mobilePhone: optionalText(40),
    additionalPhone: optionalText(40),
    customerRole: ZCustomerRole,
    hasFidelity: z.boolean(),
    locale: z.enum(['fr', 'en']).default('fr'),
    billingAddress: ZAddress.nullable().default(null),
    shippingAddress: ZAddress.nullable().default(null),
  })
  .extend(ZVersioned.shape);
export type TCustomerUpdate = z.input<typeof ZCustomerUpdate>;

export const customerSortFields = [
  'lastName',
  'email',
  'createdAt',
  'lastOrderAt',
  'ordersCount',
  'totalSpent',
] as const;
export type TCustomerSortField = (typeof customerSortFields)[number];
const customerSorts = customerSortFields.flatMap((field) => [field, `-${field}`]) as [
  TCustomerSortField | `-${TCustomerSortField}`,
  ...(TCustomerSortField | `-${TCustomerSortField}`)[],
];

const ZBooleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/**
 * Customers, newest first by default. `search` finds a part of the name, the email, a phone number or
 * the postal code; `createdFrom`/`createdTo` are days (YYYY-MM-DD, both included).
 */
export const ZCustomerListQuery = ZListQuery.extend({
  sort: z.enum(customerSorts).default('-createdAt'),
  customerRole: ZCustomerRole.optional(),
  hasOrdered: ZBooleanQuery,
  hasFidelity: ZBooleanQuery,
  createdFrom: z.iso.date().optional(),
  createdTo: z.iso.date().optional(),
});
export type TCustomerListQuery = z.output<typeof ZCustomerListQuery>;
/** The export takes the list's filters, without paging. */
export const ZCustomerExportQuery = ZCustomerListQuery.omit({ page: true, pageSize: true });
export type TCustomerExportQuery = z.output<typeof ZCustomerExportQuery>;

export const ZCustomerRoleOption = z.object({ id: ZCustomerRole, label: z.string() });

const customers = claim('Public', 'CustomersManage');

export const customerEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Customer/Customers',
    access: customers,
    summary:
      'Customers, paged; search name, email, phone or postal code; filter by role, fidelity, has ordered, creation days; sort by total spent or last order',
    query: ZCustomerListQuery,
    response: ZPage(ZCustomerSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Customer/Customer',
    access: customers,
    summary: 'One customer (their orders: `Documents?customerId=`)',
    query: ZById,
    response: ZCustomer,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Customer/Customer',
    access: customers,
    summary: 'Update a customer; a stale version is refused (409)',
    body: ZCustomerUpdate,
    response: ZCustomer,
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Customer/ExportCsv',
    access: customers,
    summary: 'The customers the list filters keep, as a CSV file (UTF-8 with BOM, `;`)',
    query: ZCustomerExportQuery,
    response: z.string(),
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Customer/CustomerRoles',
    access: customers,
    summary: 'The customer roles, with their labels',
    response: z.array(ZCustomerRoleOption),
  }),
};
