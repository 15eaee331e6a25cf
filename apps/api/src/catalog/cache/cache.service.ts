import { z } from 'zod';
import { recordActivity } from '../../activity/activity-log.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { createFileStorage, type Storage } from '../../storage/storage.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { COVER_FETCH_TIMEOUT_MS, refreshCover } from '../media/covers.ts';
import { countProductsWithCovers, productsWithCovers } from '../media/media.repository.ts';
import { refreshProductStatistics } from '../products/products.repository.ts';

export const PRODUCT_CACHE_JOB = 'product-cache-refresh';
/** Covers are rebuilt in batches of this many products, several downloads at a time; progress is told after each batch. */
export const COVER_BATCH = 100;
const PARALLEL_DOWNLOADS = 8;

export interface CacheRefreshReport {
  covers: number;
  failed: number;
}

/** Runs `work` on every item, `parallel` at a time. */
const inParallel = async <T>(items: T[], parallel: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
};

/**
 * Rebuilds what the public site reads: the search statistics of the products, then the cover
 * thumbnail of every product with a cover picture or a cover address. A cover that cannot be
 * made is counted, not fatal; the counts go to the activity log.
 */
export const refreshCachesAndCovers = async (
  services: Pick<Services, 'db' | 'config'>,
  storage: Storage,
  progress: (fraction: number) => Promise<void>,
  options: { timeoutMs?: number; batchSize?: number } = {},
): Promise<CacheRefreshReport> => {
  const { db } = services;
  await refreshProductStatistics(db);
  const total = await countProductsWithCovers(db);
  const report: CacheRefreshReport = { covers: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const batch = await productsWithCovers(db, after, options.batchSize ?? COVER_BATCH);
    if (batch.length === 0) break;
    await inParallel(batch, PARALLEL_DOWNLOADS, async (product) => {
      const made = await refreshCover(db, storage, product, {
        timeoutMs: options.timeoutMs ?? COVER_FETCH_TIMEOUT_MS,
        allowPrivateAddresses: services.config.FETCH_ALLOW_PRIVATE_ADDRESSES,
      }).catch(() => false);
      if (made) report.covers += 1;
      else report.failed += 1;
    });
    after = batch[batch.length - 1]?.id ?? after;
    await progress(Math.min(0.99, (report.covers + report.failed) / Math.max(total, 1)));
  }
  return report;
};

export const createProductCacheJob = (services: Services) => {
  const storage = createFileStorage(services.config.STORAGE_DIR);
  return defineJob({
    name: PRODUCT_CACHE_JOB,
    payload: z.object({}),
    retryLimit: 1,
    expireInSeconds: 2 * 3600,
    handler: async (_payload, run) => {
      const report = await refreshCachesAndCovers(services, storage, run.progress);
      await recordActivity(services.db, null, {
        entity: 'ProductCache',
        entityId: run.id,
        action: 'refresh',
        after: { ...report },
      });
    },
  });
};

/** The refresh of what the public site reads (search statistics, cover thumbnails), as a background task. */
export const createProductCacheService = (services: Services) => {
  const job = createProductCacheJob(services);
  return {
    /** Enqueues a refresh and logs who asked for it; answers the task to follow. */
    refresh: (by: SignedInUser | null) =>
      services.db.transaction(async (tx) => {
        const taskId = await services.jobs.enqueue(tx, job, {});
        await recordActivity(tx, by, { entity: 'ProductCache', entityId: taskId, action: 'launch' });
        return { taskId };
      }),
  };
};
