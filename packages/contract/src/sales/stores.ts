import { z } from 'zod';
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

export const storeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/Common/Store/Stores',
    access: 'signed-in',
    summary: 'The shop’s stores, by name',
    response: z.array(ZStore),
  }),
};
