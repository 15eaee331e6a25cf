import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { onixMessage, onixProduct } from '../testing/onix-builder.ts';
import { importOnix } from '../testing/onix-uploads.ts';
import { MAX_RECORD_CHARS, readOnix } from './onix-reader.ts';

/** A feed is the outside world's input: one record must not be able to fill the heap. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const summary = (text: string) =>
  `<TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text>${text}</Text></TextContent>`;
/** A record past the bound: thousands of contributors, then a summary of a megabyte. */
const hugeRecord = onixProduct({
  ean: '9782070413089',
  title: 'Trop long',
  price: '10.00',
  extra:
    '<Contributor><ContributorRole>A01</ContributorRole><PersonName>Anonyme</PersonName></Contributor>'.repeat(
      5_000,
    ),
  collateral: summary('x'.repeat(MAX_RECORD_CHARS)),
});
const file = onixMessage([
  onixProduct({ ean: '9782070413096', title: 'Avant', price: '10.00' }),
  hugeRecord,
  onixProduct({ ean: '9782070413102', title: 'Après', price: '10.00' }),
]);

describe('a record larger than the bound', () => {
  it('when a feed holds a record of more than 1 MB, then it is reported and skipped, and the records around it are imported', async () => {
    const report = await importOnix(api, file);
    expect(report.state).toBe('completed');
    expect([report.records, report.created, report.skipped]).toEqual([3, 2, 1]);
    expect(report.errors).toEqual([
      {
        line: expect.any(Number),
        recordReference: 'ref-9782070413089',
        reason: 'The record is larger than 1 MB: it is skipped.',
      },
    ]);
  });

  it('when the reader meets it, then it keeps nothing of it beyond its reference', async () => {
    const chunks = async function* () {
      const bytes = Buffer.from(file);
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    };
    const records = [];
    for await (const event of readOnix(chunks())) if (event.kind === 'record') records.push(event);
    const huge = records[1];
    expect(huge?.problem).toEqual({ reason: 'onixRecordTooLarge' });
    expect(huge?.element.children.map((child) => child.name)).toEqual(['RecordReference']);
    expect(records.map((record) => record.problem)).toEqual([null, { reason: 'onixRecordTooLarge' }, null]);
  });
});
