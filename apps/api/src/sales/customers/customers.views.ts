import type { TCustomer, TCustomerSummary } from '@colophon/contract';
import type { CustomerRow } from './customers.tables.ts';

export const toCustomer = (row: CustomerRow): TCustomer => ({
  id: row.id,
  version: row.version,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender,
  dateOfBirth: row.dateOfBirth,
  company: row.company,
  phone: row.phone,
  mobilePhone: row.mobilePhone,
  additionalPhone: row.additionalPhone,
  customerRole: row.customerRole,
  hasFidelity: row.hasFidelity,
  locale: row.locale,
  billingAddress: row.billingAddress,
  shippingAddress: row.shippingAddress,
  ordersCount: row.ordersCount,
  totalSpent: row.totalSpentCents / 100,
  lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCustomerSummary = (row: CustomerRow): TCustomerSummary => {
  const { billingAddress, shippingAddress, ...rest } = toCustomer(row);
  return { ...rest, postalCode: billingAddress?.postalCode ?? null, city: billingAddress?.city ?? null };
};

export const customerSnapshot = (row: CustomerRow) => {
  const { version: _version, createdAt: _created, updatedAt: _updated, ...rest } = toCustomer(row);
  return rest;
};
