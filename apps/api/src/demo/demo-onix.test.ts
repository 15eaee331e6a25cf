import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FeedProduct, feedProductOf } from '../catalog/onix/onix-product.ts';
import { readOnix } from '../catalog/onix/onix-reader.ts';
import { writeDemoOnix } from './demo-onix.ts';
import { demoProducts } from './demo-products.ts';

const today = new Date('2026-11-20T00:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'colophon-demo-onix-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What the import makes of a file: its records read as the feed import reads them. */
const importedFrom = async (path: string) => {
  const products: FeedProduct[] = [];
  let problems = 0;
  async function* chunks() {
    yield readFileSync(path);
  }
  for await (const event of readOnix(chunks())) {
    if (event.kind !== 'record') continue;
    if (event.problem) problems++;
    else products.push(feedProductOf(event.element, null, today.toISOString().slice(0, 10)));
  }
  return { products, problems };
};

describe('the demo ONIX feed', () => {
  it('when written, then the import reads every demo product back with its feed values', async () => {
    const path = join(folder, 'feed.xml');
    const size = await writeDemoOnix(path, { count: 450, seed: 5, today });
    expect(size).toBe(readFileSync(path).length);
    const { products, problems } = await importedFrom(path);
    expect(problems).toBe(0);
    const demo = [...demoProducts(450, 5, today)];
    expect(products.map((product) => product.ean)).toEqual(demo.map((product) => product.ean));
    demo.forEach((product, index) => {
      if (!product.feed) return;
      expect(products[index]?.feed).toEqual(product.feed);
    });
  });

  it('when written again at the next revision, then every product has a new price and the same EAN', async () => {
    const first = join(folder, 'first.xml');
    const next = join(folder, 'next.xml');
    await writeDemoOnix(first, { count: 120, seed: 5, today });
    await writeDemoOnix(next, { count: 120, seed: 5, today, revision: 1 });
    const before = (await importedFrom(first)).products;
    const after = (await importedFrom(next)).products;
    expect(after.map((product) => product.ean)).toEqual(before.map((product) => product.ean));
    after.forEach((product, index) => {
      expect(product.feed.priceWithTax).toBe((before[index]?.feed.priceWithTax ?? 0) + 10);
    });
    await writeDemoOnix(join(folder, 'again.xml'), { count: 120, seed: 5, today });
    expect(readFileSync(join(folder, 'again.xml'))).toEqual(readFileSync(first));
  });
});
