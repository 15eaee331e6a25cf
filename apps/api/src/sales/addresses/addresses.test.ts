import { addressEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('address option lists', () => {
  it('when a form asks for the countries in French, then France comes first and the others follow by their French names', async () => {
    const countries = (
      await api.call(addressEndpoints.countries, {
        token: api.adminToken,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(countries[0]).toEqual({ id: 'FR', label: 'France' });
    expect(countries.length).toBeGreaterThan(240);
    const label = (id: string) => countries.find((country) => country.id === id)?.label;
    expect(label('DE')).toBe('Allemagne');
    expect(label('BE')).toBe('Belgique');
    const rest = countries.slice(1).map((country) => country.label);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('fr').compare));
  });

  it('when it asks in English, then the names are English', async () => {
    const countries = (
      await api.call(addressEndpoints.countries, {
        token: api.adminToken,
        headers: { 'accept-language': 'en' },
      })
    ).output;
    expect(countries.find((country) => country.id === 'DE')?.label).toBe('Germany');
    expect(countries.every((country) => /^[A-Z]{2}$/.test(country.id))).toBe(true);
  });

  it('when any signed-in user asks for the genders, then each has its label; a visitor is refused', async () => {
    const token = await tokenWithClaims(api, []);
    const fr = (await api.call(addressEndpoints.genders, { token, headers: { 'accept-language': 'fr' } }))
      .output;
    expect(fr).toEqual([
      { id: 'Unknown', label: 'Non précisé' },
      { id: 'Male', label: 'Homme' },
      { id: 'Female', label: 'Femme' },
    ]);
    const en = (await api.call(addressEndpoints.genders, { token })).output;
    expect(en.map((gender) => gender.label)).toEqual(['Not stated', 'Male', 'Female']);
    expect((await api.call(addressEndpoints.countries)).status).toBe(401);
  });
});
