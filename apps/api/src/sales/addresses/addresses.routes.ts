import { addressEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import { addressOptions } from './addresses.service.ts';

export const registerAddressRoutes = (app: FastifyInstance) => {
  serve(app, addressEndpoints.genders, async ({ context }) => addressOptions.genders(context.locale));
  serve(app, addressEndpoints.countries, async ({ context }) => addressOptions.countries(context.locale));
};
