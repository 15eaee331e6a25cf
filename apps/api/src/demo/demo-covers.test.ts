import { productMediaEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSize } from '../storage/pictures.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { demoCoverSvg, seedDemoCovers, wrapped } from './demo-covers.ts';
import { insertDemoProducts } from './demo-products.ts';

describe('the demo books’ covers', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 4, seed: 9, today: new Date() });
  });
  afterAll(() => api.close());

  it('when the demo shop is seeded, then each book has a cover picture of its own, served with its thumbnail, made without any download', async () => {
    expect(await seedDemoCovers(api.services)).toBe(4);
    // A second run (a restart) makes none again.
    expect(await seedDemoCovers(api.services)).toBe(0);
    for (const productId of [1, 2, 3, 4]) {
      const pictures = (
        await api.call(productMediaEndpoints.pictures, { query: { productId }, token: api.adminToken })
      ).output;
      expect(pictures).toHaveLength(1);
      expect(pictures[0]).toMatchObject({ isCover: true, contentType: 'image/png', width: 300, height: 450 });
      const thumbnail = await api.app.inject({ method: 'GET', url: pictures[0]?.thumbnailUrl ?? '' });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(await pictureSize(thumbnail.rawPayload)).toEqual({ width: 300, height: 450 });
    }
  });

  it('when a cover is drawn, then it carries the title, the author and the publisher, its colour the subject’s', () => {
    const svg = demoCoverSvg({
      title: 'Le Silence des rivières & des <ombres>',
      author: 'Camille Roux',
      publisher: 'Gallimard',
      subjectCode: '2313',
    });
    expect(svg).toContain('Camille Roux');
    expect(svg).toContain('Gallimard');
    expect(svg).toContain('fill="#8a2f3b"');
    // The title wraps, and its characters cannot break the SVG.
    expect(svg).toContain('&#38;');
    expect(svg).not.toContain('<ombres>');
    expect(wrapped('un deux trois quatre cinq six sept', 10, 2)).toEqual(['un deux', 'trois…']);
  });
});
