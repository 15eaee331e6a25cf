import type { TClient } from '@colophon/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from './auth/access-tokens.ts';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { Signer } from './http/signer.ts';
import type { MailService } from './mails/mail-service.ts';
import type { JobQueue } from './tasks/job-queue.ts';

/** What features are given: built once per process in app.ts, in this order. */
export interface Services {
  config: Config;
  client: TClient;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  tokens: AccessTokens;
  jobs: JobQueue;
  mails: MailService;
  /** Signs and checks links (unsubscribe…) with the shop's signing key. */
  signer: Signer;
  /** Counts password guesses: sign-ins and the current password of the profile (login-throttle.ts). */
  signInThrottle: LoginThrottle;
}
