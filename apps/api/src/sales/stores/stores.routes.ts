import { storeEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { listStores, toStore } from './stores.repository.ts';

export const registerStoreRoutes = (app: FastifyInstance, { db }: Services) => {
  serve(app, storeEndpoints.list, async () => (await listStores(db)).map(toStore));
};
