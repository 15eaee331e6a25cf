import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBuildClient } from '../../client-config.ts';

// Vitest runs from the repository's root (happy-dom gives import.meta.url an http scheme).
const clients = pathToFileURL(join(process.cwd(), 'clients/'));

describe('per-client build settings', () => {
  it('when CLIENT names a valid file, then the build gets its title, colour and credit', () => {
    const plume = loadBuildClient(clients, 'la-plume');
    expect(plume.title).toBe('Librairie La Plume');
    expect(plume.primaryColor).toBe('#8a2be2');
  });

  it('when the tests override the API address, then the build uses theirs', () => {
    expect(loadBuildClient(clients, 'generic', 'http://127.0.0.1:9999').apiBaseUrl).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it('when a client file is wrong, then the build stops naming the file and the field', () => {
    const folder = mkdtempSync(join(tmpdir(), 'clients-'));
    const generic = JSON.parse(readFileSync(new URL('generic.json', clients), 'utf8')) as Record<
      string,
      unknown
    >;
    writeFileSync(
      join(folder, 'broken.json'),
      JSON.stringify({ ...generic, id: 'broken', primaryColor: 'blue' }),
    );
    expect(() => loadBuildClient(pathToFileURL(`${folder}/`), 'broken')).toThrow(
      /clients\/broken\.json: invalid field "primaryColor"/,
    );
    expect(() => loadBuildClient(clients, 'no-such-shop')).toThrow(
      /clients\/no-such-shop\.json cannot be read/,
    );
  });
});
