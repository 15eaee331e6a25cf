import type { TStoreDetail } from '@colophon/contract';
import { toStore } from './stores.repository.ts';
import type { StoreRow } from './stores.tables.ts';

export const toStoreDetail = (row: StoreRow): TStoreDetail => ({ ...toStore(row), version: row.version });

export const storeSnapshot = (row: StoreRow) => toStore(row);
