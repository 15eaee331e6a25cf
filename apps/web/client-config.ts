import { readFileSync } from 'node:fs';
import { type TClient, ZClient } from '@colophon/contract';

/** What the console is built with: the client's file, its API address possibly overridden for tests. */
export type TBuildClient = TClient;

/**
 * Reads and validates `clients/<id>.json`. A bad file stops the build with one line naming the
 * file and the field, so that a typo never ships.
 */
export const loadBuildClient = (clientsFolder: URL, id: string, apiBaseUrl?: string): TBuildClient => {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`CLIENT="${id}" is not a client id (a-z, 0-9, -)`);
  const file = new URL(`${id}.json`, clientsFolder);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`clients/${id}.json cannot be read: ${(error as Error).message}`);
  }
  const parsed = ZClient.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `clients/${id}.json: invalid field "${issue?.path.join('.') || '(root)'}": ${issue?.message ?? 'invalid'}`,
    );
  }
  return apiBaseUrl ? { ...parsed.data, apiBaseUrl } : parsed.data;
};
