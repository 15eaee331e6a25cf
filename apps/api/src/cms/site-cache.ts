import type { Db } from '../db/database.ts';

/**
 * What the shop's site reads of the CMS (its pages, the popup shown now, the menus), kept in memory by each API
 * process for `SITE_CACHE_TTL_MS` (DESIGN.md's 900 s tier) or until the moment the answer changes by
 * itself (a popup's start or end), whichever comes first. A save through the console empties the
 * entries it touches as soon as its transaction has committed, so that the site shows it at the next
 * read in this process; another process sees it within the TTL at most (docs/rules/site.md, "Site cache").
 */
export const SITE_CACHE_TTL_MS = 900_000;
/** Entries kept at most: past it the cache starts over (pages are read by address, and addresses are many). */
export const MAX_SITE_CACHE_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class SiteCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on at every invalidation: a read that began before one does not keep what it loaded. */
  private generation = 0;

  /** The entry `key`, or what `load` answers (kept until `until`, at most the TTL). */
  async read<T>(key: string, load: () => Promise<{ value: T; until?: Date | null }>, now = Date.now()) {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as T;
    const generation = this.generation;
    const { value, until } = await load();
    if (generation === this.generation) {
      for (const [other, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(other);
      if (this.entries.size >= MAX_SITE_CACHE_ENTRIES) this.entries.clear();
      const changes = until ? until.getTime() : Number.POSITIVE_INFINITY;
      this.entries.set(key, { value, expiresAt: Math.min(now + SITE_CACHE_TTL_MS, changes) });
    }
    return value;
  }

  /** Forgets every entry whose key starts with `prefix` (call it once the change has committed). */
  invalidate(prefix: string) {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

const caches = new WeakMap<Db, SiteCache>();

/** The site cache of one database (one per app: tests start several apps in one process). */
export const siteCacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SiteCache();
    caches.set(db, cache);
  }
  return cache;
};
