import type { ParsedBody, storeEndpoints } from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { checkCountries } from '../addresses/addresses.service.ts';
import { findStore, insertStore, listStores, toStore, updateStore } from './stores.repository.ts';
import { storeSnapshot, toStoreDetail } from './stores.views.ts';

type StoreCreate = ParsedBody<typeof storeEndpoints.create>;
type StoreUpdate = ParsedBody<typeof storeEndpoints.update>;

const stores = audited({ entity: 'Store', find: findStore, snapshot: storeSnapshot });

/** The shop's stores: read by every signed-in screen, changed by those who hold the settings. */
export const createStoresService = ({ db }: Services) => ({
  list: async () => (await listStores(db)).map(toStore),

  get: async (id: number) => toStoreDetail(await stores.read(db, id)),

  create: (input: StoreCreate, by: SignedInUser | null) => {
    checkCountries({ address: input.address });
    return db.transaction(async (tx) =>
      toStoreDetail(await stores.create(tx, by, () => insertStore(tx, input))),
    );
  },

  update: (input: StoreUpdate, by: SignedInUser | null) => {
    const { id, version, ...values } = input;
    checkCountries({ address: values.address });
    return db.transaction(async (tx) =>
      toStoreDetail(await stores.update(tx, by, id, () => updateStore(tx, id, version, values))),
    );
  },
});
