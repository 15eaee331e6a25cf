import { z } from 'zod';
import { ZById, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZAddress } from './customers.ts';

/** The shop's physical stores: where click-and-collect orders wait, and (`multiStore`) a filter of documents. */
export const ZStore = z.object({
  id: z.number().int(),
  name: z.string(),
  address: ZAddress,
  /** As the shop writes them ("Mardi–samedi 10 h–19 h"). */
  openingHours: z.string(),
  email: z.string().nullable(),
  /** Customers may collect their orders here. */
  isPickupPoint: z.boolean(),
});
export type TStore = z.infer<typeof ZStore>;

/** A store as its edit screen reads it: with the version a save names. */
export const ZStoreDetail = ZStore.extend({ version: z.number().int() });
export type TStoreDetail = z.infer<typeof ZStoreDetail>;

export const ZStoreCreate = z.object({
  name: z.string().trim().min(1, 'required').max(200),
  address: ZAddress,
  openingHours: z.string().trim().max(1000).default(''),
  email: z.email('invalidEmail').trim().toLowerCase().max(254).nullable().default(null),
  isPickupPoint: z.boolean().default(true),
});
export type TStoreCreate = z.input<typeof ZStoreCreate>;
export const ZStoreUpdate = ZStoreCreate.extend({ id: z.number().int() }).extend(ZVersioned.shape);
export type TStoreUpdate = z.input<typeof ZStoreUpdate>;

/** The shop's stores are part of its settings. */
const settings = claim('Management', 'Settings');

export const storeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/Common/Store/Stores',
    access: 'signed-in',
    summary: 'The shop’s stores, by name',
    response: z.array(ZStore),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/Common/Store/Store',
    access: settings,
    summary: 'One store, with its version',
    query: ZById,
    response: ZStoreDetail,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/Common/Store/Store',
    access: settings,
    summary: 'Open a store: name, address, opening hours, whether customers collect orders there',
    body: ZStoreCreate,
    response: ZStoreDetail,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/Common/Store/Store',
    access: settings,
    summary: 'Change a store; a stale version is refused (409); the change is in the activity log',
    body: ZStoreUpdate,
    response: ZStoreDetail,
  }),
};
