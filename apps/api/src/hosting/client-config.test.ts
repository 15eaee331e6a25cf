import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openTestDatabase } from '../testing/index.ts';
import { loadClient, sellerCheck } from './client-config.ts';

/* The seller an invoice names comes from the client's file, checked when the API starts. */

const clientIds = readdirSync(new URL('../../../../clients/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const settings = { LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-42' };

describe('the seller block of the client files', () => {
  it('when each client file of clients/ is read, then its seller block is complete and its SIREN and VAT number are valid', () => {
    expect(clientIds).toEqual(expect.arrayContaining(['generic', 'la-plume', 'le-phare']));
    for (const id of clientIds) expect([id, sellerCheck(loadClient(id))]).toEqual([id, null]);
  });
});

describe('a start with an incomplete seller block', () => {
  const generic = loadClient('generic');
  const { rcsCity: _city, ...withoutRegistry } = generic.seller ?? {};
  const incomplete = { ...generic, seller: { ...withoutRegistry, siren: '912 345 678' } };

  it('when the API starts in production, then it stops with one line naming the file and what is missing', async () => {
    const config = loadConfig({ ...settings, NODE_ENV: 'production' });
    const error = await buildApp(config, { client: incomplete }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect(error instanceof Error && error.message).toBe(
      'clients/generic.json: the seller an invoice names is incomplete: rcsCity missing; siren 912 345 678 is not nine digits with a valid Luhn key',
    );
    expect(String(error)).not.toContain('\n');
  });

  it('when the API starts for development or tests, then it warns and starts', async () => {
    const colophon = await buildApp(loadConfig({ ...settings, NODE_ENV: 'development' }), {
      client: incomplete,
      database: await openTestDatabase(),
    });
    expect(colophon.services.client.seller?.rcsCity).toBeUndefined();
    await colophon.close();
  });
});
