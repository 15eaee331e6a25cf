import { readFileSync } from 'node:fs';
import { sellerProblems, type TClient, ZClient } from '@colophon/contract';
import { ConfigError } from '../config.ts';

const clientsFolder = new URL('../../../../clients/', import.meta.url);

/** Reads and validates `clients/<id>.json`; a bad file stops the start with the field named. */
export const loadClient = (id: string): TClient => {
  const text = readFileSync(new URL(`${id}.json`, clientsFolder), 'utf8');
  const parsed = ZClient.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ConfigError(
    `clients/${id}.json: ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`,
  );
};

/**
 * The seller block checked at start (docs/clients.md): null when an invoice can name the seller as
 * the law asks, else one line naming what is missing or wrong. A production start stops on it; a
 * development or test start warns and goes on.
 */
export const sellerCheck = (client: TClient): string | null => {
  const problems = sellerProblems(client.seller);
  return problems.length === 0
    ? null
    : `clients/${client.id}.json: the seller an invoice names is incomplete: ${problems.join('; ')}`;
};
