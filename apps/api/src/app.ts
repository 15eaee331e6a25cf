import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import { pickLocale, type TClient } from '@colophon/contract';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { registerActivityRoutes } from './activity/activity.routes.ts';
import { registerAnalysisRoutes } from './analytics/analysis/analysis.routes.ts';
import { registerProfilingJobs } from './analytics/profiling/profiling.jobs.ts';
import { registerProfilingRoutes } from './analytics/profiling/profiling.routes.ts';
import { registerTargetJobs } from './analytics/targets/targets.jobs.ts';
import { registerTargetRoutes } from './analytics/targets/targets.routes.ts';
import { registerTrackingJobs } from './analytics/tracking/tracking.jobs.ts';
import { registerTrackingRoutes } from './analytics/tracking/tracking.routes.ts';
import { createAccessTokens } from './auth/access-tokens.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { jwtSecret } from './auth/jwt-secret.ts';
import { isSessionLive } from './auth/live-sessions.ts';
import { type Clock, createLoginThrottle } from './auth/login-throttle.ts';
import { registerCacheJobs } from './catalog/cache/cache.jobs.ts';
import { registerCacheRoutes } from './catalog/cache/cache.routes.ts';
import { registerCatalogRoutes } from './catalog/catalog.routes.ts';
import { registerCatalogListJobs } from './catalog/catalog-lists/catalog-lists.jobs.ts';
import { registerCatalogListRoutes } from './catalog/catalog-lists/catalog-lists.routes.ts';
import { registerGenericListRoutes } from './catalog/generic-lists/generic-lists.routes.ts';
import { registerMediaRoutes } from './catalog/media/media.routes.ts';
import { registerOnixJobs } from './catalog/onix/onix.jobs.ts';
import { registerPublisherPriceJobs } from './catalog/products/publisher-prices.jobs.ts';
import { registerRestrictionRoutes } from './catalog/restrictions/restrictions.routes.ts';
import { registerCategoryRoutes } from './cms/categories/categories.routes.ts';
import { registerEventRegistrationJobs } from './cms/event-registrations/event-registrations.jobs.ts';
import { registerEventRegistrationRoutes } from './cms/event-registrations/event-registrations.routes.ts';
import { registerCmsMediaRoutes } from './cms/media/media.routes.ts';
import { registerMenuRoutes } from './cms/menus/menus.routes.ts';
import { registerPageRoutes } from './cms/pages/pages.routes.ts';
import { registerPopupRoutes } from './cms/popups/popups.routes.ts';
import { registerPostJobs } from './cms/posts/posts.jobs.ts';
import { registerPostRoutes } from './cms/posts/posts.routes.ts';
import { registerSeoRoutes } from './cms/seo/seo.routes.ts';
import { registerSignatureRoutes } from './cms/signatures/signatures.routes.ts';
import { registerTagRoutes } from './cms/tags/tags.routes.ts';
import { type Config, ConfigError } from './config.ts';
import { type Database, migrateDatabase, openDatabase } from './db/database.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerDashboardRoutes } from './home/dashboard.routes.ts';
import { loadClient, sellerCheck } from './hosting/client-config.ts';
import { registerHostingRoutes } from './hosting/hosting.routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { createSigner } from './http/signer.ts';
import { createMailService } from './mails/mail-service.ts';
import { registerMailRoutes } from './mails/mails.routes.ts';
import { registerCampaignJobs } from './marketing/campaigns/campaigns.jobs.ts';
import { registerCampaignRoutes } from './marketing/campaigns/campaigns.routes.ts';
import { registerDiscountRoutes } from './marketing/discounts/discounts.routes.ts';
import { registerOfferRoutes } from './marketing/offers/offers.routes.ts';
import { registerSubscriptionRoutes } from './marketing/subscriptions/subscriptions.routes.ts';
import { METRICS_CLAIM, registerMetrics } from './metrics/metrics.ts';
import { registerAddressRoutes } from './sales/addresses/addresses.routes.ts';
import { registerCustomerRoutes } from './sales/customers/customers.routes.ts';
import { createSiteSessions } from './sales/customers/site-sessions.ts';
import { registerSiteSignInRoutes } from './sales/customers/site-sign-in.routes.ts';
import { registerDocumentRoutes } from './sales/documents/documents.routes.ts';
import { registerOrderHoldJobs } from './sales/documents/order-holds.jobs.ts';
import { registerMessageRoutes } from './sales/messages/messages.routes.ts';
import { registerShoppingCartRoutes } from './sales/shopping-cart/shopping-cart.routes.ts';
import { registerStoreRoutes } from './sales/stores/stores.routes.ts';
import type { Services } from './services.ts';
import { JobQueue } from './tasks/job-queue.ts';
import { registerTaskRoutes } from './tasks/tasks.routes.ts';
import { registerCurrentUserRoutes } from './users/current-user.routes.ts';
import { ensureAdministrator } from './users/seed-administrator.ts';
import { registerUserRoutes } from './users/users.routes.ts';

/** Every feature's routes, registered in this order. */
const featureRoutes: ((app: FastifyInstance, services: Services) => void)[] = [
  registerAuthRoutes,
  registerHostingRoutes,
  registerCurrentUserRoutes,
  registerUserRoutes,
  registerTaskRoutes,
  registerMailRoutes,
  registerActivityRoutes,
  registerCatalogRoutes,
  registerGenericListRoutes,
  registerRestrictionRoutes,
  registerCatalogListRoutes,
  registerMediaRoutes,
  registerCacheRoutes,
  registerMessageRoutes,
  registerDashboardRoutes,
  registerDocumentRoutes,
  registerCustomerRoutes,
  registerStoreRoutes,
  registerAddressRoutes,
  registerShoppingCartRoutes,
  registerSiteSignInRoutes,
  registerCategoryRoutes,
  registerTagRoutes,
  registerSignatureRoutes,
  registerSeoRoutes,
  registerCmsMediaRoutes,
  registerDiscountRoutes,
  registerOfferRoutes,
  registerSubscriptionRoutes,
  registerCampaignRoutes,
  registerPostRoutes,
  registerPageRoutes,
  registerEventRegistrationRoutes,
  registerTrackingRoutes,
  registerTargetRoutes,
  registerPopupRoutes,
  registerAnalysisRoutes,
  registerProfilingRoutes,
  registerMenuRoutes,
];

/** Every feature's background jobs; `work` starts this process's workers for them. */
const featureJobs: ((services: Services, options: { work: boolean }) => Promise<void>)[] = [
  registerOnixJobs,
  registerPublisherPriceJobs,
  registerCatalogListJobs,
  registerCacheJobs,
  registerPostJobs,
  registerOrderHoldJobs,
  registerEventRegistrationJobs,
  registerTrackingJobs,
  registerTargetJobs,
  registerCampaignJobs,
  registerProfilingJobs,
];

export interface ColophonApp {
  app: FastifyInstance;
  services: Services;
  /** Stops taking requests, lets in-flight requests and jobs finish, then closes the database. */
  close(): Promise<void>;
}

/** A hop count trusts that many proxies in front of us, as fastify's own number would. */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the API on a database: migrations, the job queue, the administrator, then the routes. */
export const buildApp = async (
  config: Config,
  options: { database?: Database; client?: TClient; clock?: Clock } = {},
): Promise<ColophonApp> => {
  const client = options.client ?? loadClient(config.CLIENT);
  const sellerMissing = sellerCheck(client);
  if (sellerMissing && config.NODE_ENV === 'production') throw new ConfigError(sellerMissing);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many proxies in front of us, as fastify's own number would.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    ajv: { customOptions: { coerceTypes: false } },
  });
  if (sellerMissing) app.log.warn(sellerMissing);
  // The contract's zod schemas validate in the handler (in the caller's language); fastify only documents them.
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const database =
    options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  await migrateDatabase(database);
  const { db } = database;
  const jobs = await JobQueue.open(
    database,
    app.log,
    config.JOB_SUPERVISE_SECONDS
      ? {
          superviseIntervalSeconds: config.JOB_SUPERVISE_SECONDS,
          monitorIntervalSeconds: config.JOB_SUPERVISE_SECONDS,
        }
      : {},
  );
  const secret = await jwtSecret(db, config.JWT_SECRET);
  const tokens = createAccessTokens(secret, config.ACCESS_TOKEN_SECONDS);
  const mails = createMailService({ config, db, jobs, client, secret });
  const services: Services = {
    config,
    client,
    database,
    db,
    log: app.log,
    tokens,
    jobs,
    mails,
    signer: createSigner(secret),
    signInThrottle: createLoginThrottle(config, db, options.clock),
  };

  const siteSessions = createSiteSessions(services.signer);
  const work = config.PROCESS_ROLE !== 'api';
  await jobs.register(mails.deliveryJob, { work });
  for (const register of featureJobs) await register(services, { work });
  await ensureAdministrator(services);

  app.decorateRequest('context');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const bearer = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1];
    const visitor = request.headers['nova-guid'];
    // The context first: a failure of the session check below (the database down) is then answered
    // like any other, 503 in the caller's language, not 500.
    request.context = {
      user: null,
      locale: pickLocale(request.headers['accept-language']),
      ip: request.ip,
      requestId: request.id,
      visitorGuid: typeof visitor === 'string' ? visitor.slice(0, 64) : null,
      siteCustomerId: null,
    };
    if (bearer) reply.header('cache-control', 'no-store');
    const claimed = bearer ? await tokens.verify(bearer) : null;
    // A token of a session that has ended (logout, replay, reset, deleted user) counts as no token.
    request.context.user = claimed && (await isSessionLive(db, claimed.id, claimed.session)) ? claimed : null;
    // A bearer that is no staff token may be a customer's session on the site (a key of its own).
    if (bearer && !claimed) request.context.siteCustomerId = siteSessions.customerOf(bearer);
  });
  registerErrorHandler(app);
  // The console shows covers and pictures from another origin than the API's. The API answers data,
  // never a page: nothing it sends may load, run or be framed (/docs sets its own policy).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const origins = config.CORS_ORIGINS.split(',').map((origin) => origin.trim());
  await app.register(cors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'pragma', 'nova-guid', 'accept-language'],
    exposedHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
    // A console's preflight is asked once per two hours per call (Chromium's ceiling), not before each.
    maxAge: 7200,
  });
  // JSON shrinks by three quarters: brotli at a quality cheap enough for answers made per request
  // (11, its default, is meant for files compressed once), gzip for the clients without it.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With REDIS_URL every API process counts an address's requests in the same place; without it,
  // each process counts its own (docs/deploy.md). Redis down lets requests through, not the shop down.
  const rateLimitRedis =
    config.RATE_LIMIT && config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
      : undefined;
  if (config.RATE_LIMIT) {
    const allowList = config.RATE_LIMIT_ALLOW.split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    await app.register(rateLimit, {
      global: false,
      allowList,
      ...(rateLimitRedis
        ? { redis: rateLimitRedis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true }
        : {}),
    });
  }
  await registerOpenApi(app, { serverUrl: config.PUBLIC_API_URL });

  registerHealthRoutes(app, services);
  registerMetrics(app, {
    database,
    jobs,
    allow: config.METRICS_ALLOW,
    canRead: (request) => request.context.user?.claims.has(METRICS_CLAIM) === true,
  });
  // A worker answers /health only; the API's routes live in the processes that serve it.
  if (config.PROCESS_ROLE !== 'worker') for (const register of featureRoutes) register(app, services);
  await app.ready();

  return {
    app,
    services,
    async close() {
      await app.close();
      await services.signInThrottle.close();
      await rateLimitRedis?.quit();
      await jobs.stop();
      mails.close();
      await database.close();
    },
  };
};
