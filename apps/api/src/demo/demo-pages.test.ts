import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  blocTypes,
  pageEndpoints,
  publicMenuEndpoints,
  publicPageEndpoints,
  type TPublicMenuItem,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoPages } from './demo-pages.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { insertDemoProducts } from './demo-products.ts';
import { seedDemoSite } from './demo-site.ts';
import { seedDemoStaff } from './demo-staff.ts';

describe('the demo pages', () => {
  let api: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'colophon-demo-pages-'));
    api = await startTestApp({ STORAGE_DIR: storageDir });
    await seedDemoStaff(api.services, 3);
    await insertDemoProducts(api.services.db, { count: 200, seed: 5 });
    await seedDemoPosts(api.services);
    await seedDemoMedia(api.services);
    await seedDemoPages(api.services);
    await seedDemoSite(api.services);
  }, 180_000);
  afterAll(async () => {
    await api.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('when the demo shop is seeded, then a home page and its sections use every bloc type and the site reads them in both languages', async () => {
    const tree = (await api.call(pageEndpoints.fullTree, { token: api.adminToken })).output;
    const home = tree.find((node) => node.name === 'Accueil');
    expect(home?.children.map((child) => child.name)).toEqual(['Nouveautés', 'Agenda', 'Jeunesse']);
    const types = new Set<string>();
    for (const node of [home, ...(home?.children ?? [])]) {
      const page = (
        await api.call(pageEndpoints.get, { query: { id: node?.id ?? 0 }, token: api.adminToken })
      ).output;
      for (const bloc of page.blocs) types.add(bloc.blocType);
    }
    expect([...types].sort()).toEqual([...blocTypes].sort());

    const french = await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl: 'accueil' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.output.title).toBe('Bienvenue à la librairie');
    const carousel = french.output.blocs.find((bloc) => bloc.blocType === 'ImageCarousel');
    expect(carousel?.media.map((media) => media.title)).toContain('La vitrine de la rentrée');
    const english = await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl: 'home' },
      headers: { 'accept-language': 'en' },
    });
    expect(english.output.blocs.find((bloc) => bloc.blocType === 'Html')?.html).toContain('favourites');
    expect(english.output.blocs.find((bloc) => bloc.blocType === 'Basic')?.posts.length).toBeGreaterThan(0);
  });

  it('when the site follows its menus to the demo pages, then each link reads its page, in both languages', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const headers = { 'accept-language': locale };
      const menus = (await api.call(publicMenuEndpoints.list, { headers })).output;
      const urls = menus.flatMap((menu) =>
        menu.items.flatMap(function all(item): TPublicMenuItem[] {
          return [item, ...item.children.flatMap(all)];
        }),
      );
      const home = locale === 'fr' ? '/accueil' : '/home';
      expect(urls.map((item) => item.url)).toContain(home);
      const tree = (await api.call(pageEndpoints.fullTree, { token: api.adminToken })).output;
      const pageUrls = new Set(
        tree.flatMap(function all(node): string[] {
          const url = node.localizations.find((text) => text.locale === locale)?.relativeUrl;
          return [...(url ? [`/${url}`] : []), ...node.children.flatMap(all)];
        }),
      );
      const toPages = urls.filter((item) => pageUrls.has(item.url));
      expect(toPages.length).toBeGreaterThanOrEqual(4);
      for (const item of toPages) {
        const read = await api.call(publicPageEndpoints.byRelativeUrl, {
          query: { relativeUrl: item.url },
          headers,
        });
        expect(read.status, item.url).toBe(200);
      }
    }
  });
});
