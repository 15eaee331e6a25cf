import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { type Activity, recordActivities } from '../../activity/activity-log.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { shopDay } from '../../shop/shop-days.ts';
import type { JobRun } from '../../tasks/job-queue.ts';
import { nextPriceChange } from '../products/price-schedule.ts';
import { refreshProductStatistics } from '../products/products.repository.ts';
import type { FeedRow } from '../products/products.tables.ts';
import { type PublisherPriceEntry, recordPublisherPrices } from '../products/publisher-prices.ts';
import { sameValue } from '../products/same-value.ts';
import {
  type FeedWrite,
  findImport,
  insertFeedProducts,
  type OnixImportRow,
  productsOfEans,
  unfinishedImports,
  updateFeedProducts,
  updateImport,
} from './onix.repository.ts';
import type { StoredRecordError } from './onix-imports.tables.ts';
import { type FeedProduct, feedProductOf, RecordRejected } from './onix-product.ts';
import { readOnix } from './onix-reader.ts';

/** Records written per transaction: large enough to be fast, small enough to keep memory flat. */
const BATCH_SIZE = 500;
/** The report keeps the first errors; the counts stay complete. */
const MAX_ERRORS = 1000;

interface Counts {
  records: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

interface Pending extends FeedProduct {
  line: number;
  recordReference: string | null;
}

/** The activity of one product an import made or changed: the feed values before and after. */
const importActivity = (
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Activity => ({ entity: 'Product', entityId: id, action: 'import', before, after });

/**
 * Imports the records of a stream into the catalogue: new EANs become products, known ones get the
 * new feed values under their overrides, identical records change nothing.
 */
export const importFeed = async (
  services: Services,
  importRow: OnixImportRow,
  chunks: AsyncIterable<Buffer>,
  size: number,
  run: JobRun,
) => {
  const { db } = services;
  const counts: Counts = { records: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const errors: StoredRecordError[] = [];
  const warnings: StoredRecordError[] = [];
  let warned = 0;
  const importer: SignedInUser | null = importRow.createdById
    ? { id: importRow.createdById, userName: importRow.createdBy ?? '', claims: new Set(), session: null }
    : null;
  let defaultCurrency: string | null = null;
  // The prices in force are those of the day the import runs (the shop's day); those to come wait for theirs.
  const today = shopDay(new Date());
  let pending: Pending[] = [];
  let progress = 0;

  const reject = (error: StoredRecordError) => {
    counts.skipped++;
    if (errors.length < MAX_ERRORS) errors.push(error);
  };

  /** Writes one batch in one transaction: one read of the known products, one insert, one update, one log insert. */
  const write = async (batch: Pending[], batchProgress: number) => {
    // The last record of an EAN given twice in one batch is the one that counts.
    const byEan = new Map(batch.map((item) => [item.ean, item]));
    counts.unchanged += batch.length - byEan.size;
    if (byEan.size === 0) return;
    await db.transaction(async (tx) => {
      const known = new Map((await productsOfEans(tx, [...byEan.keys()])).map((row) => [row.ean, row]));
      const fresh: (Pending & FeedWrite)[] = [];
      const changed: (FeedWrite & { id: number })[] = [];
      const activities: Activity[] = [];
      const prices: PublisherPriceEntry[] = [];
      /** A publisher's price the feed brings (new, or other than the one it gave): kept with today's date. */
      const newPrice = (productId: number, feed: FeedRow, before: FeedRow | null) => {
        if (feed.priceWithTax === null) return;
        if (before && before.priceWithTax === feed.priceWithTax && before.taxRate === feed.taxRate) return;
        prices.push({
          productId,
          priceWithTax: feed.priceWithTax,
          taxRate: feed.taxRate,
          effectiveOn: today,
          source: 'feed',
        });
      };
      for (const item of byEan.values()) {
        const product = known.get(item.ean);
        const write = { ...item, nextPriceChangeOn: nextPriceChange(item.priceSchedule, today) };
        if (!product) fresh.push(write);
        else if (product.isCustom)
          reject({ line: item.line, recordReference: item.recordReference, reason: 'onixCustomProduct' });
        else if (sameValue(product.feed, item.feed) && sameValue(product.priceSchedule, item.priceSchedule))
          counts.unchanged++;
        else {
          changed.push({ id: product.id, ...write });
          activities.push(importActivity(product.id, product.feed ?? {}, item.feed));
          newPrice(product.id, item.feed, product.feed);
        }
      }
      await updateFeedProducts(tx, changed);
      counts.updated += changed.length;
      const created = await insertFeedProducts(tx, fresh);
      counts.created += created.length;
      counts.unchanged += fresh.length - created.length;
      const feedOf = new Map(fresh.map((item) => [item.ean, item.feed]));
      for (const row of created) {
        const feed = feedOf.get(row.ean);
        activities.push(importActivity(row.id, null, feed ?? {}));
        if (feed) newPrice(row.id, feed, null);
      }
      await recordActivities(tx, importer, activities);
      await recordPublisherPrices(tx, prices, importer);
    });
    await updateImport(db, importRow.id, { ...counts, errors, warned, warnings, progress: batchProgress });
    await run.progress(batchProgress);
  };

  // A batch is written while the next one is read; a batch starts once the one before is in,
  // so that it sees the products that one made.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    const batch = pending;
    pending = [];
    writing = write(batch, progress);
    writing.catch(() => undefined);
  };

  await updateImport(db, importRow.id, {
    state: 'running',
    startedAt: new Date(),
    finishedAt: null,
    failure: null,
    ...counts,
    errors,
    warned,
    warnings,
    progress: 0,
  });
  let rootSeen = false;
  for await (const event of readOnix(chunks)) {
    if (event.kind === 'message') {
      if (!event.isOnix) break;
      rootSeen = true;
      const release = event.release ?? '2.1';
      if (!release.startsWith('3')) {
        await updateImport(db, importRow.id, {
          state: 'unsupported',
          release,
          failure: { reason: 'onixUnsupportedRelease', params: { release } },
          finishedAt: new Date(),
        });
        return;
      }
      await updateImport(db, importRow.id, { release });
    } else if (event.kind === 'header') {
      defaultCurrency =
        event.element.children.find((child) => child.name === 'DefaultCurrencyCode')?.text.trim() ?? null;
    } else if (event.kind === 'record') {
      counts.records++;
      const recordReference =
        event.element.children.find((child) => child.name === 'RecordReference')?.text.trim() || null;
      if (event.problem) {
        const params =
          event.problem.reason === 'onixNotWellFormed' ? { detail: event.problem.detail } : undefined;
        reject({
          line: event.line,
          recordReference,
          reason: event.problem.reason,
          ...(params ? { params } : {}),
        });
        continue;
      }
      try {
        const record = feedProductOf(event.element, defaultCurrency, today);
        pending.push({ ...record, line: event.line, recordReference });
        for (const warning of record.warnings) {
          warned++;
          if (warnings.length < MAX_ERRORS) warnings.push({ line: event.line, recordReference, ...warning });
        }
      } catch (error) {
        if (!(error instanceof RecordRejected)) throw error;
        reject({ line: event.line, recordReference, reason: error.reason, params: error.params });
      }
      if (pending.length >= BATCH_SIZE) await flush();
    } else {
      progress = size > 0 ? Math.min(1, event.bytes / size) : 1;
      if (run.signal.aborted) {
        await writing.catch(() => undefined);
        throw new Error('import stopped');
      }
    }
  }
  await flush();
  await writing;
  if (!rootSeen) {
    await updateImport(db, importRow.id, {
      state: 'failed',
      failure: { reason: 'onixNotOnix' },
      finishedAt: new Date(),
    });
    return;
  }
  if (counts.created + counts.updated > 0) await refreshProductStatistics(db);
  await updateImport(db, importRow.id, {
    state: 'completed',
    progress: 1,
    ...counts,
    errors,
    warned,
    warnings,
    finishedAt: new Date(),
  });
  await run.progress(1);
};

/** An uploaded file is the import's own: it goes once the import has ended, well or not. */
const removeUpload = async (row: Pick<OnixImportRow, 'uploaded' | 'filePath'>) => {
  if (row.uploaded) await unlink(row.filePath).catch(() => undefined);
};

/**
 * The job's work: reads the file in a stream and imports it. A try that fails is retried while tries
 * are left (the file is kept for it); the last one marks the import failed and removes an upload.
 */
export const runOnixImport = async (
  services: Services,
  importId: number,
  run: JobRun,
  retryLimit: number,
) => {
  const row = await findImport(services.db, importId);
  if (!row) return;
  const file = await stat(row.filePath).catch(() => null);
  if (!file) {
    await updateImport(services.db, importId, {
      state: 'failed',
      failure: { reason: 'onixFileMissing' },
      finishedAt: new Date(),
    });
    return;
  }
  try {
    await importFeed(
      services,
      row,
      createReadStream(row.filePath, { highWaterMark: 256 * 1024 }),
      file.size,
      run,
    );
  } catch (error) {
    if (run.attempt > retryLimit) await stopImport(services, row);
    throw error;
  }
  await removeUpload(row);
};

/** Ends an import that will not be tried again: failed, its upload removed. */
const stopImport = async (services: Services, row: OnixImportRow) => {
  await updateImport(services.db, row.id, {
    state: 'failed',
    failure: { reason: 'onixImportStopped' },
    finishedAt: new Date(),
  });
  await removeUpload(row);
};

/**
 * Imports whose job has no try left while they still say queued or running: their last worker died
 * (killed, out of memory) and no code of theirs will run again. They are failed, their uploads
 * removed. Run by a schedule (ONIX_SWEEP_CRON) in the workers.
 */
export const sweepStoppedImports = async (services: Services) => {
  const pending = await unfinishedImports(services.db);
  let stopped = 0;
  for (const row of pending) {
    if (!row.taskId) continue;
    const [job] = await services.jobs.boss.findJobs('onix-import', { id: row.taskId });
    if (job && job.state !== 'failed' && job.state !== 'cancelled') continue;
    await stopImport(services, row);
    stopped++;
  }
  return stopped;
};
