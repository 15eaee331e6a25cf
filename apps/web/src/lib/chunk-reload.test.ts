import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

describe('chunk-load failures', () => {
  it('when a chunk fails to load, then the page reloads at most once per 60 seconds', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    const reload = vi.fn();
    expect(reloadForChunkError(store, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(store, 1_030_000, reload)).toBe(false);
    expect(reloadForChunkError(store, 1_061_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('when the error is a failed dynamic import, then it is recognised', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
