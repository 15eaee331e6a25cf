import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

export const registerUserRoutes = (_app: FastifyInstance, _services: Services) => {};
