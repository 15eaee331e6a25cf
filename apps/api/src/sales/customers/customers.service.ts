import {
  type customerEndpoints,
  customerRoles,
  type Locale,
  type ParsedBody,
  type TCustomerExportQuery,
  type TCustomerListQuery,
  translate,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import { batchesById } from '../../db/paging.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { invalidField } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { checkCountries } from '../addresses/addresses.service.ts';
import { customersAfter, findCustomer, listCustomers, updateCustomer } from './customers.repository.ts';
import { customerSnapshot, toCustomer, toCustomerSummary } from './customers.views.ts';

type CustomerUpdate = ParsedBody<typeof customerEndpoints.update>;

const customers = audited({ entity: 'Customer', find: findCustomer, snapshot: customerSnapshot });

export const createCustomersService = ({ db }: Services) => ({
  list: async (query: TCustomerListQuery) => {
    const { rows, totalCount } = await listCustomers(db, query);
    return { items: rows.map(toCustomerSummary), totalCount };
  },

  get: async (id: number) => toCustomer(await customers.read(db, id)),

  /** The customers of the export, in batches by id, so that a large export streams. */
  exportBatches: (query: TCustomerExportQuery) =>
    batchesById(
      (afterId, limit) => customersAfter(db, query, afterId, limit),
      (row) => row.id,
    ),

  update: async (input: CustomerUpdate, by: SignedInUser | null) => {
    const { id, version, ...values } = input;
    checkCountries({ billingAddress: values.billingAddress, shippingAddress: values.shippingAddress });
    try {
      return toCustomer(
        await db.transaction((tx) =>
          customers.update(tx, by, id, () => updateCustomer(tx, id, version, values)),
        ),
      );
    } catch (error) {
      if (violatedUniqueIndex(error) === 'customers_email_key') throw invalidField('email', 'emailTaken');
      throw error;
    }
  },

  roles: (locale: Locale) =>
    customerRoles.map((id) => ({ id, label: translate(`customerRole${id}`, locale) })),
});
