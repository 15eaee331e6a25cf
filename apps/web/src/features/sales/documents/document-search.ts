import {
  documentSortFields,
  documentStatuses,
  documentTypes,
  paymentStatuses,
  shippingMethods,
} from '@colophon/contract';
import { optional, sortOf, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';

/**
 * The order list's state in the URL, as the API takes it: several statuses are comma-separated
 * (`?status=AwaitingPayment,PaymentFailed`), so the home screen links to a filtered list with a
 * readable address.
 */
const enumList = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(
    s
      .string()
      .max(400)
      .refine((value) => value.split(',').every((item) => values.includes(item))),
  );
const day = optional(s.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const ZDocumentListSearch = ZListSearch.extend({
  sort: sortOf(documentSortFields),
  documentType: optional(s.enum(documentTypes)),
  status: enumList(documentStatuses),
  paymentStatus: enumList(paymentStatuses),
  shippingMethod: enumList(shippingMethods),
  storeId: optional(s.coerce.number().int().positive()),
  customerId: optional(s.coerce.number().int().positive()),
  from: day,
  to: day,
});
export type TDocumentListSearch = s.Infer<typeof ZDocumentListSearch>;

/** The values of a comma-separated filter. */
export const listOf = <T extends string>(value: string | undefined) =>
  (value ? value.split(',').filter(Boolean) : []) as T[];
/** A filter's values back in the URL (none: the filter goes away). */
export const joined = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);
