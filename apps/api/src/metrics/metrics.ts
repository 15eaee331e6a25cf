import { BlockList, isIP } from 'node:net';
import { claim } from '@colophon/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../tasks/job-queue.ts';

/** Who may read /metrics besides the allowed addresses: holders of the health-check claim (SPEC §6's spelling). */
export const METRICS_CLAIM = claim('Management', 'HeathCheck');

/** `METRICS_ALLOW` as a list of addresses and networks (`10.0.0.0/8`, `::1`). */
export const allowedAddresses = (setting: string) => {
  const list = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a network`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
};

const allows = (list: BlockList, ip: string) => {
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return isIP(plain) !== 0 && list.check(plain, family);
};

/**
 * The process's metrics in the Prometheus text format at `GET /metrics`: requests per route (counts
 * and latency), jobs per queue (counts and durations), the database pool, and node's own (memory,
 * event loop, garbage collection). One registry per app, so that apps built in one process (tests)
 * do not mix their counts.
 */
export const registerMetrics = (
  app: FastifyInstance,
  options: {
    database: Database;
    jobs: JobQueue;
    allow: string;
    canRead: (request: FastifyRequest) => boolean;
  },
) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'colophon_' });
  const requests = new Counter({
    name: 'colophon_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'colophon_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'colophon_jobs_total',
    help: 'Job tries ended, by queue and outcome (completed, failed, stopped)',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'colophon_job_duration_seconds',
    help: 'Time a job try ran, by queue and outcome',
    labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });
  const { database } = options;
  new Gauge({
    name: 'colophon_db_pool_connections',
    help: 'Database connections of this process, by state (total, idle, waiting clients); PGlite has one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (database.engine === 'postgres') {
        this.set({ state: 'total' }, database.pool.totalCount);
        this.set({ state: 'idle' }, database.pool.idleCount);
        this.set({ state: 'waiting' }, database.pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  options.jobs.onTryEnd(({ queue, outcome, seconds }) => {
    jobs.inc({ queue, outcome });
    jobDurations.observe({ queue, outcome }, seconds);
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const allowList = allowedAddresses(options.allow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allows(allowList, request.ip) && !options.canRead(request))
      return reply.status(403).type('text/plain').send('Forbidden');
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
};
