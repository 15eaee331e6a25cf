import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

export const registerMailRoutes = (_app: FastifyInstance, _services: Services) => {};
