import { readFileSync } from 'node:fs';
import { type TClient, ZClient } from '@colophon/contract';

const clientsFolder = new URL('../../../../clients/', import.meta.url);

/** Reads and validates `clients/<id>.json`; a bad file stops the start with the field named. */
export const loadClient = (id: string): TClient => {
  const text = readFileSync(new URL(`${id}.json`, clientsFolder), 'utf8');
  const parsed = ZClient.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`clients/${id}.json: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
};
