import {
  activityEndpoints,
  popupEndpoints,
  publicPopupEndpoints,
  type TPopupCreate,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const popup = (fields: Partial<TPopupCreate> = {}): TPopupCreate => ({
  title: 'Soldes d’été',
  html: '<p>-5 % sur tous les livres</p>',
  isActive: false,
  cookieDurationDays: 7,
  ...fields,
});
const create = (fields: Partial<TPopupCreate> = {}) =>
  api.call(popupEndpoints.create, { body: popup(fields), ...asAdmin() });

describe('popups', () => {
  it('when the cookie duration is not a whole number of days greater than 0, then the popup is refused at that field', async () => {
    for (const cookieDurationDays of [0, -3, 1.5]) {
      const refused = await create({ cookieDurationDays });
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
        'cookieDurationDays',
      ]);
    }
    const created = await create({ cookieDurationDays: 1 });
    expect(created.status).toBe(200);
    expect(created.output.cookieDurationDays).toBe(1);
  });

  it('when an active popup would share a moment with another active one, then it is refused naming the other; touching windows and inactive popups pass', async () => {
    const january = await create({
      title: 'Rentrée littéraire',
      isActive: true,
      startTime: '2031-01-01T00:00:00.000Z',
      endTime: '2031-02-01T00:00:00.000Z',
    });
    expect(january.status).toBe(200);

    const overlapping = await create({
      isActive: true,
      startTime: '2031-01-15T00:00:00.000Z',
      endTime: '2031-03-01T00:00:00.000Z',
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.propertiesErrorMessages[0]).toMatchObject({ propertyName: 'startTime' });
    expect(overlapping.body.propertiesErrorMessages[0]?.errorMessage).toContain('Rentrée littéraire');

    // Open on both sides, it covers every moment, January's included.
    expect((await create({ isActive: true })).status).toBe(400);
    // Open at its start only, it ends inside January.
    expect((await create({ isActive: true, endTime: '2031-01-10T00:00:00.000Z' })).status).toBe(400);

    const february = await create({
      isActive: true,
      startTime: '2031-02-01T00:00:00.000Z',
      endTime: '2031-03-01T00:00:00.000Z',
    });
    expect(february.status).toBe(200);
    const inactive = await create({
      isActive: false,
      startTime: '2031-01-15T00:00:00.000Z',
      endTime: '2031-03-01T00:00:00.000Z',
    });
    expect(inactive.status).toBe(200);

    // Activating the inactive one, or moving February into January, is refused the same way.
    const activated = await api.call(popupEndpoints.update, {
      body: { ...popup(), ...inactive.output, isActive: true },
      ...asAdmin(),
    });
    expect(activated.status).toBe(400);
    const moved = await api.call(popupEndpoints.update, {
      body: { ...popup(), ...february.output, startTime: '2031-01-31T00:00:00.000Z' },
      ...asAdmin(),
    });
    expect(moved.status).toBe(400);
    // A popup does not overlap itself: February saved as it is passes.
    const same = await api.call(popupEndpoints.update, {
      body: { ...popup(), ...february.output, title: 'Février' },
      ...asAdmin(),
    });
    expect(same.status).toBe(200);
  });

  it('when an end does not follow its start, then the end is refused', async () => {
    const refused = await create({
      startTime: '2032-05-01T00:00:00.000Z',
      endTime: '2032-04-01T00:00:00.000Z',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('endTime');
  });

  it('when staff type HTML with a script or an event handler, then the saved popup keeps only the text structure', async () => {
    const created = await create({
      html: '<p onclick="steal()">Bienvenue<script>steal()</script> <a href="javascript:steal()">ici</a></p>',
    });
    expect(created.status).toBe(200);
    expect(created.output.html).not.toMatch(/script|onclick|javascript/);
    expect(created.output.html).toContain('Bienvenue');
    expect((await create({ html: '<script>steal()</script>' })).status).toBe(400);
  });

  it('when two people edit one popup, then the second save is 409, and the activity log tells who changed what', async () => {
    const created = (await create({ title: 'Nuit de la lecture' })).output;
    const first = await api.call(popupEndpoints.update, {
      body: { ...popup(), ...created, title: 'Nuit de la lecture 2032' },
      ...asAdmin(),
    });
    expect(first.status).toBe(200);
    expect(first.output.version).toBe(created.version + 1);
    const stale = await api.call(popupEndpoints.update, {
      body: { ...popup(), ...created, title: 'Autre titre' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Popup', entityId: String(created.id), pageSize: 50 },
        ...asAdmin(),
      })
    ).output;
    expect(log.items.map((item) => item.action).sort()).toEqual(['create', 'update']);
    expect((await api.call(popupEndpoints.remove, { query: { id: created.id }, ...asAdmin() })).status).toBe(
      200,
    );
    expect((await api.call(popupEndpoints.get, { query: { id: created.id }, ...asAdmin() })).status).toBe(
      404,
    );
  });

  it('when the site asks for the popup, then it gets only the active one inside its window, and a save shows at once', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const at = (offset: number) => new Date(now + offset).toISOString();
    const site = async () => (await api.call(publicPopupEndpoints.current, {})).output;

    expect(await site()).toBeNull();
    // Not active, or not yet started: not shown.
    await create({ title: 'Brouillon', startTime: at(-hour), endTime: at(hour) });
    await create({ title: 'Plus tard', isActive: true, startTime: at(24 * hour), endTime: at(48 * hour) });
    expect(await site()).toBeNull();

    const shown = (
      await create({ title: 'Dédicace samedi', isActive: true, startTime: at(-hour), endTime: at(hour) })
    ).output;
    expect(await site()).toEqual({
      id: shown.id,
      title: 'Dédicace samedi',
      html: '<p>-5 % sur tous les livres</p>',
      cookieName: `colophon-popup-${shown.id}`,
      cookieDurationDays: 7,
    });
    const current = (
      await api.call(popupEndpoints.list, { query: { state: 'Current' }, ...asAdmin() })
    ).output.items.map((item) => item.id);
    expect(current).toEqual([shown.id]);

    const renamed = (
      await api.call(popupEndpoints.update, {
        body: { ...popup(), ...shown, title: 'Dédicace dimanche' },
        ...asAdmin(),
      })
    ).output;
    expect((await site())?.title).toBe('Dédicace dimanche');

    await api.call(popupEndpoints.update, {
      body: { ...popup(), ...renamed, isActive: false },
      ...asAdmin(),
    });
    expect(await site()).toBeNull();
  });

  it('when staff list popups, then search, the active filter, sort and paging apply', async () => {
    await create({ title: 'Zèbre des libraires', html: '<p>Un mot-clé rare : ornithorynque</p>' });
    const found = (await api.call(popupEndpoints.list, { query: { search: 'ornithorynque' }, ...asAdmin() }))
      .output;
    expect(found.items.map((item) => item.title)).toEqual(['Zèbre des libraires']);
    const active = (
      await api.call(popupEndpoints.list, { query: { isActive: true, pageSize: 200 }, ...asAdmin() })
    ).output;
    expect(active.items.length).toBeGreaterThan(0);
    expect(active.items.every((item) => item.isActive)).toBe(true);
    const sorted = (
      await api.call(popupEndpoints.list, { query: { sort: '-title', pageSize: 1, page: 1 }, ...asAdmin() })
    ).output;
    expect(sorted.items[0]?.title).toBe('Zèbre des libraires');
    expect(sorted.totalCount).toBeGreaterThan(1);
  });
});
