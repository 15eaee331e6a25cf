import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { createHealthService } from './health.service.ts';

/** `GET /health`: the database and the job queue answer. For load balancers; no token needed. */
export const registerHealthRoutes = (app: FastifyInstance, services: Services) => {
  const health = createHealthService(services);
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const checks = await health.check();
    const healthy = checks.database && checks.queue;
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable', ...checks });
  });
};
