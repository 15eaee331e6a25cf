import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';

/** `GET /health`: the database and the job queue answer. For load balancers; no token needed. */
export const registerHealthRoutes = (app: FastifyInstance, services: Services) => {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const checks = { database: false, queue: false };
    try {
      await services.db.execute(sql`select 1`);
      checks.database = true;
      checks.queue = (await services.jobs.boss.getQueue(services.mails.deliveryJob.name)) !== null;
    } catch (error) {
      services.log.warn({ err: error }, 'health check failed');
    }
    const healthy = checks.database && checks.queue;
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'unavailable', ...checks });
  });
};
