import type { ParsedBody, popupEndpoints, TPopupListQuery } from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { sanitizeHtml } from '../../html/sanitize.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { siteCacheOf } from '../site-cache.ts';
import {
  currentPopup,
  deletePopup,
  findPopup,
  insertPopup,
  listPopups,
  lockPopups,
  nextPopupChange,
  overlappingActivePopup,
  updatePopup,
} from './popups.repository.ts';
import { popupSnapshot, toPopup, toPublicPopup } from './popups.views.ts';

type PopupCreate = ParsedBody<typeof popupEndpoints.create>;
type PopupUpdate = ParsedBody<typeof popupEndpoints.update>;

const popups = audited({ entity: 'Popup', find: findPopup, snapshot: popupSnapshot });
const CACHE_KEY = 'popup:current';

const date = (value: string | null) => (value === null ? null : new Date(value));

export const createPopupsService = (services: Services) => {
  const { db } = services;
  const html = { clean: services.client.features.cleanHtml };
  const cache = siteCacheOf(db);

  /**
   * The values to write: HTML sanitised (and cleaned of its presentation when the client sets
   * `cleanHtml`); an active popup must not share a moment with another active one (docs/rules/site.md).
   */
  const valuesOf = async (tx: Executor, input: PopupCreate, id: number | null) => {
    const values = {
      title: input.title,
      html: sanitizeHtml(input.html, html),
      isActive: input.isActive,
      cookieDurationDays: input.cookieDurationDays,
      startTime: date(input.startTime),
      endTime: date(input.endTime),
    };
    if (values.html === '') throw invalidField('html', 'required');
    if (values.isActive) {
      await lockPopups(tx);
      const other = await overlappingActivePopup(tx, values, id);
      if (other)
        throw new AppError('invalid', 'popupOverlap', {
          params: { title: other.title },
          fields: [{ propertyName: 'startTime', message: 'popupOverlap' }],
        });
    }
    return values;
  };

  /** Runs a change, then lets the site see it. */
  const changing = async <T>(change: () => Promise<T>) => {
    const done = await change();
    cache.invalidate('popup:');
    return done;
  };

  return {
    list: async (query: TPopupListQuery, now = new Date()) => {
      const { rows, totalCount } = await listPopups(db, query, now);
      return { items: rows.map(toPopup), totalCount };
    },

    get: async (id: number) => toPopup(await popups.read(db, id)),

    create: (input: PopupCreate, by: SignedInUser | null) =>
      changing(() =>
        db.transaction(async (tx) => {
          const values = await valuesOf(tx, input, null);
          return toPopup(await popups.create(tx, by, () => insertPopup(tx, values)));
        }),
      ),

    update: (input: PopupUpdate, by: SignedInUser | null) =>
      changing(() =>
        db.transaction(async (tx) =>
          toPopup(
            await popups.update(tx, by, input.id, async (before) => {
              if (before.version !== input.version) return null;
              return updatePopup(tx, input.id, input.version, await valuesOf(tx, input, input.id));
            }),
          ),
        ),
      ),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      changing(() => db.transaction((tx) => popups.removeAll(tx, by, ids, (_, id) => deletePopup(tx, id)))),

    /** What the site shows now, cached until the next save, start or end (at most the TTL). */
    current: (now = new Date()) =>
      cache.read(
        CACHE_KEY,
        async () => {
          const row = await currentPopup(db, now);
          return { value: row ? toPublicPopup(row) : null, until: await nextPopupChange(db, now) };
        },
        now.getTime(),
      ),
  };
};
