import { readFileSync } from 'node:fs';
import { onixImportEndpoints, type TOnixImport } from '@colophon/contract';
import type { TestApp } from '../../testing/index.ts';
import { onixFixtures } from './catalog-fixtures.ts';

export const fixture = (name: string) => readFileSync(`${onixFixtures}${name}`);

const finished = new Set(['completed', 'failed', 'unsupported']);

/** Waits for the background import to finish and answers its report. */
export const waitForImport = async (api: TestApp, id: number, timeoutMs = 20_000): Promise<TOnixImport> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = (await api.call(onixImportEndpoints.get, { token: api.adminToken, query: { id } })).output;
    if (finished.has(report.state)) return report;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${report.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Sends a file as the console does (the raw body), and answers the HTTP answer. */
export const uploadOnix = (
  api: TestApp,
  file: Buffer | string,
  fileName: string,
  headers: Record<string, string> = {},
) =>
  api.app.inject({
    method: 'POST',
    url: onixImportEndpoints.upload.path,
    query: { fileName },
    headers: {
      authorization: `Bearer ${api.adminToken}`,
      'content-type': 'application/xml',
      'accept-language': 'en',
      ...headers,
    },
    payload: file,
  });

/** Uploads a file and waits for its import to finish. */
export const importOnix = async (api: TestApp, file: Buffer | string, fileName = 'feed.xml') => {
  const answer = await uploadOnix(api, file, fileName);
  if (answer.statusCode !== 200) throw new Error(`upload answered ${answer.statusCode}: ${answer.body}`);
  return waitForImport(api, (answer.json() as { entityOutput: TOnixImport }).entityOutput.id);
};
