import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the API’s settings', () => {
  it('when SEED_DEMO is not set, then the API seeds no demo shop and no demo accounts with a published password', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('when it is a hop count or the proxies’ addresses, then it is taken; when it is true or not an address, then the start stops with one line naming it', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    for (const wrong of ['true', '10.0.0.999', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(
        /^Invalid setting TRUST_PROXY: give a hop count[^\n]*$/,
      );
    }
  });
});
