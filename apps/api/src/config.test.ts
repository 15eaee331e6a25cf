import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the API’s settings', () => {
  it('when SEED_DEMO is not set, then the API seeds no demo shop and no demo accounts with a published password', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});
