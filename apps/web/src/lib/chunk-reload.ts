import { CHUNK_RELOAD_INTERVAL_MS } from '@/config/cache-times.ts';

const KEY = 'colophon.chunkReloadAt';

/** A script chunk that failed to load: usually a new deployment replaced the old files. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );

/**
 * Reloads the page to fetch the new files, at most once per 60 seconds (SPEC §4) so that a chunk
 * that is really gone does not loop. Answers whether it reloads.
 */
export const reloadForChunkError = (
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now = Date.now(),
  reload: () => void = () => location.reload(),
): boolean => {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
};
