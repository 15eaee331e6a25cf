import { z } from 'zod';
import { MAX_ID, ZListQuery, ZPage, ZQueryId } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Event registrations (SPEC §3): visitors of the site register to a published Event post while its
 * registrations are open (published, inside its publication window, before the event ends) and while
 * seats remain (`eventCapacity`; the last seat goes to one person even when two take it at once).
 * Staff read them per event, with the posts claim (`Cms.PostList`, SPEC §6 Posts).
 */

/** A visitor may register this often a minute from one address. */
export const EVENT_REGISTRATION_RATE_LIMIT = 10;

const text = (max: number) => z.string().trim().min(1, 'required').max(max);

export const ZEventRegistrationCreate = z.object({
  eventId: z.number().int().positive().max(MAX_ID),
  lastName: text(100),
  firstName: text(100),
  email: z.email('invalidEmail').max(200),
  phone: z.string().trim().max(30).nullable().default(null),
  comments: z.string().trim().max(2000).nullable().default(null),
  /** Whether the visitor wants to buy the book presented at the event. */
  buyBook: z.boolean().default(false),
});
export type TEventRegistrationCreate = z.input<typeof ZEventRegistrationCreate>;

export const ZEventRegistration = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** The event's title in the caller's language, else French. */
  eventTitle: z.string(),
  createdAt: z.iso.datetime(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  comments: z.string().nullable(),
  buyBook: z.boolean(),
  /** When its reminder mail was written (`EVENT_REMINDER_HOURS` before the event); null until then. */
  reminderSentAt: z.iso.datetime().nullable(),
});
export type TEventRegistration = z.infer<typeof ZEventRegistration>;

/** What the site shows after a registration: the seats left (null: no limit). */
export const ZEventRegistered = z.object({ id: z.number().int(), seatsLeft: z.number().int().nullable() });

export const eventRegistrationSortFields = ['createdAt', 'lastName', 'email', 'eventTitle'] as const;
const sorts = eventRegistrationSortFields.flatMap((field) => [field, `-${field}`] as const);

export const ZEventRegistrationListQuery = ZListQuery.extend({
  sort: z.enum(sorts as [string, ...string[]]).optional(),
  eventId: ZQueryId.optional(),
});
export type TEventRegistrationListQuery = z.output<typeof ZEventRegistrationListQuery>;

export const ZEventRegistrationExportQuery = z.object({
  eventId: ZQueryId.optional(),
  search: z.string().max(200).optional(),
});
export type TEventRegistrationExportQuery = z.output<typeof ZEventRegistrationExportQuery>;

/** The events that take registrations, with their counts, for the console's event picker. */
export const ZEventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  postStatus: z.string(),
  eventStart: z.iso.datetime().nullable(),
  eventCapacity: z.number().int().nullable(),
  registrationsCount: z.number().int(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;

const posts = claim('Cms', 'PostList');
const base = '/BackOffice/EventRegistration';

export const eventRegistrationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/EventRegistrations`,
    access: posts,
    summary: 'The registrations of one event (or of all), paged; search in names and emails',
    query: ZEventRegistrationListQuery,
    response: ZPage(ZEventRegistration),
  }),
  events: defineEndpoint({
    method: 'GET',
    path: `${base}/Events`,
    access: posts,
    summary: 'The Event posts, newest event first, with their capacity and how many registered',
    response: z.array(ZEventSummary),
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: `${base}/ExportCsv`,
    access: posts,
    summary: 'The registrations the list filters keep, as a CSV file (UTF-8 with BOM, `;`)',
    query: ZEventRegistrationExportQuery,
    response: z.string(),
  }),
};

export const publicEventRegistrationEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/Public/EventRegistration/EventRegistration',
    access: 'public',
    summary:
      'Register to a published event whose registrations are open; a full event is refused (409, at `eventId`), the last seat goes to one person; an email address takes one seat (any case): a second registration is refused (409, at `email`)',
    body: ZEventRegistrationCreate,
    response: ZEventRegistered,
    rateLimit: EVENT_REGISTRATION_RATE_LIMIT,
    answers: [409],
  }),
};
