import { z } from 'zod';
import { MAX_ID, ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * A popup: a message the shop's site shows over its pages (a sale, an event, the holidays) during
 * its window, until the visitor closes it; closed, it stays closed for `cookieDurationDays` (a
 * cookie). At most one active popup covers any moment: an active popup whose window overlaps
 * another active one's is refused (docs/rules/site.md, "Popups").
 */

/** SPEC §5: greater than 0; ten years at most. */
export const MAX_POPUP_COOKIE_DAYS = 3650;

export const ZPopup = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  /** HTML, sanitised on write. */
  html: z.string(),
  isActive: z.boolean(),
  cookieDurationDays: z.number().int(),
  /** Null: from now on (no start), until further notice (no end). */
  startTime: z.iso.datetime().nullable(),
  endTime: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TPopup = z.infer<typeof ZPopup>;

const ZDateTime = z.iso.datetime({ offset: true }).nullable().default(null);

const popupFields = {
  title: z.string().trim().min(1, 'required').max(200),
  html: z.string().trim().min(1, 'required').max(100_000),
  isActive: z.boolean().default(false),
  cookieDurationDays: z
    .number('popupCookieDuration')
    .int('popupCookieDuration')
    .min(1, 'popupCookieDuration')
    .max(MAX_POPUP_COOKIE_DAYS, 'popupCookieDuration'),
  startTime: ZDateTime,
  endTime: ZDateTime,
};

const windowInOrder = (
  popup: { startTime: string | null; endTime: string | null },
  context: z.RefinementCtx,
) => {
  if (
    popup.startTime !== null &&
    popup.endTime !== null &&
    Date.parse(popup.endTime) <= Date.parse(popup.startTime)
  )
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'dateRange' });
};

export const ZPopupCreate = z.object(popupFields).superRefine(windowInOrder);
export const ZPopupUpdate = z
  .object({ id: z.number().int().positive().max(MAX_ID), ...popupFields })
  .extend(ZVersioned.shape)
  .superRefine(windowInOrder);
export type TPopupCreate = z.input<typeof ZPopupCreate>;
export type TPopupUpdate = z.input<typeof ZPopupUpdate>;

export const popupSortFields = ['title', 'startTime', 'endTime', 'updatedAt'] as const;
type TPopupSort = (typeof popupSortFields)[number] | `-${(typeof popupSortFields)[number]}`;
const ZPopupSort = z.enum(
  popupSortFields.flatMap((field) => [field, `-${field}`]) as [TPopupSort, ...TPopupSort[]],
);

/** Where a popup stands now: `Current` is shown now, `Scheduled` will be, `Ended` and `Inactive` will not. */
export const popupStates = ['Current', 'Scheduled', 'Ended', 'Inactive'] as const;
export const ZPopupState = z.enum(popupStates);
export type TPopupState = z.infer<typeof ZPopupState>;

/** Search in titles and HTML; filter by active flag or by where the popup stands now. */
export const ZPopupListQuery = ZListQuery.extend({
  sort: ZPopupSort.optional(),
  isActive: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean().optional(),
  ),
  state: ZPopupState.optional(),
});
export type TPopupListQuery = z.output<typeof ZPopupListQuery>;

/** The popup the site shows now, and the cookie that keeps it closed once the visitor closed it. */
export const ZPublicPopup = z.object({
  id: z.number().int(),
  title: z.string(),
  html: z.string(),
  cookieName: z.string(),
  cookieDurationDays: z.number().int(),
});
export type TPublicPopup = z.infer<typeof ZPublicPopup>;

/** The cookie a closed popup sets: one per popup, so that a new popup shows even to those who closed the last. */
export const popupCookieName = (id: number) => `colophon-popup-${id}`;

const managePopups = claim('Cms', 'PopupsManage');
const path = '/BackOffice/Popup';

export const popupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${path}/Popups`,
    access: managePopups,
    summary: 'Popups, paged; search the titles and HTML, filter by active flag or state now, sort',
    query: ZPopupListQuery,
    response: ZPage(ZPopup),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/Popup`,
    access: managePopups,
    summary: 'One popup',
    query: ZById,
    response: ZPopup,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/Popup`,
    access: managePopups,
    summary: 'Create a popup; an active one overlapping another active popup’s window is refused',
    body: ZPopupCreate,
    response: ZPopup,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/Popup`,
    access: managePopups,
    summary:
      'Update a popup; an active one overlapping another active popup’s window is refused; a stale version 409',
    body: ZPopupUpdate,
    response: ZPopup,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/Popup`,
    access: managePopups,
    summary: 'Delete popups (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
};

export const publicPopupEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/Public/Popup/Popup',
    access: 'public',
    summary: 'The popup the site shows now (active, inside its window), or null',
    response: ZPublicPopup.nullable(),
  }),
};
