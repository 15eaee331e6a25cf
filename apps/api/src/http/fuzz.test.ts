import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allClaims } from '@colophon/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../auth/access-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  describeRequest,
  type FuzzRequest,
  type Identity,
  type OpenApiDocument,
  operationsOf,
  requestsFor,
} from '../testing/fuzz-requests.ts';
import { ADMIN, startTestApp } from '../testing/index.ts';
import { users } from '../users/users.tables.ts';

/*
 * Every operation of the API's own OpenAPI document, fuzzed through the real app: well formed,
 * mutated and hostile requests (see fuzz-requests.ts), as the administrator (every claim), as a
 * signed-in user with no claim, anonymously and with a forged token. No answer may be 500 or more,
 * and every answer's status is one its operation documents.
 *
 * `npm test` sends FUZZ_REQUESTS (600 by default) spread over the operations; `npm run bench:fuzz`
 * sends 10 000. A failure prints its seed, its path and the request; replay it with
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> FUZZ_ONLY='<METHOD /path>' npx vitest run apps/api/src/http/fuzz.test.ts
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY = process.env.FUZZ_ONLY;
const PATH = process.env.FUZZ_PATH;

const storageDir = mkdtempSync(join(tmpdir(), 'colophon-fuzz-'));
const api = await startTestApp({
  STORAGE_DIR: storageDir,
  // Limits would answer 429 to most of the fuzzer's requests, and hide what is behind them.
  RATE_LIMIT: 'false',
  LOGIN_ATTEMPTS_PER_MINUTE: '1000000',
  FETCH_ALLOW_PRIVATE_ADDRESSES: 'false',
  // FUZZ_LOG_LEVEL=error shows the server's side of a failure while replaying it.
  LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
});
const document = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
const operations = operationsOf(document).filter(
  (operation) => !ONLY || `${operation.method} ${operation.path}` === ONLY,
);
/** Each operation its own seed, drawn from the run's, so that their requests differ. */
const seedOf = (name: string) => {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
};
const runsEach = Math.max(1, Math.ceil(REQUESTS / Math.max(operations.length, 1)));

/**
 * The fuzzer's signed-in users. The administrator's own requests may delete it, change its password
 * or sign it out: then it signs in again, or a new user with the same claims takes its place.
 */
let replacements = 0;
const accounts: Record<'administrator' | 'claimless', { userName: string; password: string; token: string }> =
  {
    administrator: { ...ADMIN, token: api.adminToken },
    claimless: { userName: 'fuzz-claimless', password: 'fuzz-claimless-password', token: '' },
  };

const createAccount = async (identity: 'administrator' | 'claimless') => {
  replacements += 1;
  const account = {
    userName: `fuzz-${identity}-${replacements}`,
    password: `fuzz-password-${replacements}`,
  };
  await api.services.db.insert(users).values({
    userName: account.userName,
    email: `${account.userName}@fuzz.example`,
    passwordHash: await hashPassword(account.password),
    firstName: 'Fuzz',
    lastName: identity,
    claims: identity === 'administrator' ? allClaims : [],
  });
  return account;
};

const signInAgain = async (identity: 'administrator' | 'claimless') => {
  const current = accounts[identity];
  const answer = await api.app.inject({
    method: 'POST',
    url: '/BackOffice/Authentication/Token',
    payload: { userName: current.userName, password: current.password },
  });
  if (answer.statusCode === 200) {
    current.token = answer.json().entityOutput.accessToken;
    return;
  }
  const created = await createAccount(identity);
  accounts[identity] = {
    ...created,
    token: (await api.signIn(created.userName, created.password)).accessToken,
  };
};

const forged = (
  await createAccessTokens('not-the-secret-not-the-secret-not-the-secret', 900).sign({
    id: 1,
    userName: ADMIN.userName,
    claims: allClaims,
    session: 'forged',
  })
).token;

const tokenOf = (identity: Identity) => {
  if (identity === 'anonymous') return null;
  if (identity === 'forged') return forged;
  return accounts[identity].token;
};

let sent = 0;
let failures = 0;
/** How many answers of each status, to see how deep the requests went. */
const statuses = new Map<number, number>();

const send = async (request: FuzzRequest) => {
  const token = tokenOf(request.identity);
  sent += 1;
  const answer = await api.app
    .inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.body === undefined ? {} : { payload: request.body }),
    })
    .catch((error: Error) => {
      // An answer cut short (a stream that failed after its headers) is a failure of the server too.
      failures += 1;
      throw new Error(`the answer was cut short: ${error.message}`);
    });
  statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
  if (answer.statusCode === 401 && (request.identity === 'administrator' || request.identity === 'claimless'))
    await signInAgain(request.identity);
  return answer;
};

accounts.claimless = { ...(await createAccount('claimless')), token: '' };
await signInAgain('claimless');

afterAll(async () => {
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, times]) => `${status}×${times}`)
    .join(' ');
  console.log(
    `fuzz: ${sent} requests over ${operations.length} operations, ${failures} answered 500 or more (seed ${SEED}); statuses ${byStatus}; ${replacements - 1} fuzz users replaced`,
  );
  await api.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('when the document is read, then it lists the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 50);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    'when %s gets well formed, mutated and hostile requests, then no answer is 500 or more, and each is documented',
    async (name, operation) => {
      const result = await fc.check(
        fc.asyncProperty(requestsFor(operation, document), async (request) => {
          const answer = await send(request);
          if (answer.statusCode >= 500) {
            failures += 1;
            throw new Error(`answered ${answer.statusCode}: ${answer.body.slice(0, 1000)}`);
          }
          if (!operation.statuses.has(answer.statusCode))
            throw new Error(
              `answered ${answer.statusCode}, which its operation does not document: ${answer.body.slice(0, 300)}`,
            );
        }),
        { seed: seedOf(name), numRuns: runsEach, endOnFailure: true, ...(PATH ? { path: PATH } : {}) },
      );
      if (!result.failed) return;
      const [request] = result.counterexample ?? [];
      expect.fail(
        [
          `${name}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
          request ? describeRequest(request) : 'no request',
          `replay: FUZZ_SEED=${SEED} FUZZ_PATH=${result.counterexamplePath} FUZZ_ONLY='${name}' npx vitest run apps/api/src/http/fuzz.test.ts`,
        ].join('\n'),
      );
    },
    Math.max(30_000, runsEach * 3_000),
  );
});
