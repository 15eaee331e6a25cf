import { publicMenuEndpoints, publicPopupEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoSite } from './demo-site.ts';

describe('the demo site', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await seedDemoSite(api.services);
  });
  afterAll(() => api.close());

  it('when the demo shop is seeded, then the site reads its main and footer menus in both languages and its popup', async () => {
    const french = (await api.call(publicMenuEndpoints.list, { headers: { 'accept-language': 'fr' } }))
      .output;
    expect(french.map((menu) => menu.name)).toEqual(['Menu principal', 'Pied de page']);
    expect(french[0]?.items.map((item) => item.label)).toEqual([
      'Accueil',
      'Livres',
      'Agenda',
      'Carte cadeau',
    ]);
    expect(french[0]?.items[1]?.children.map((item) => item.label)).toEqual([
      'Nouveautés',
      'Jeunesse',
      'Romans policiers',
    ]);
    const english = (await api.call(publicMenuEndpoints.list, { headers: { 'accept-language': 'en' } }))
      .output;
    expect(english[1]?.items.map((item) => item.label)).toContain('Terms of sale');
    const popup = (await api.call(publicPopupEndpoints.current, {})).output;
    expect(popup?.title).toBe('Nuit de la lecture');
  });
});
