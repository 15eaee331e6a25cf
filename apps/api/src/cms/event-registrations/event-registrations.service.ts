import type {
  Locale,
  ParsedBody,
  publicEventRegistrationEndpoints,
  TEventRegistration,
  TEventRegistrationExportQuery,
  TEventRegistrationListQuery,
  TEventSummary,
  TPostLocation,
} from '@colophon/contract';
import { recordServerAction } from '../../analytics/tracking/tracking.repository.ts';
import { batchesById } from '../../db/paging.ts';
import { violatedUniqueIndex } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import {
  countRegistrations,
  insertRegistration,
  isRegistered,
  listEvents,
  listRegistrations,
  lockEvent,
  registrationsAfter,
  remindedEvents,
  takeDueReminders,
} from './event-registrations.repository.ts';
import type { EventRegistrationRow } from './event-registrations.tables.ts';

type Registration = ParsedBody<typeof publicEventRegistrationEndpoints.register>;

export const toRegistration = (row: {
  registration: EventRegistrationRow;
  eventTitle: string;
}): TEventRegistration => ({
  id: row.registration.id,
  eventId: row.registration.eventId,
  eventTitle: row.eventTitle,
  createdAt: row.registration.createdAt.toISOString(),
  lastName: row.registration.lastName,
  firstName: row.registration.firstName,
  email: row.registration.email,
  phone: row.registration.phone,
  comments: row.registration.comments,
  buyBook: row.registration.buyBook,
  reminderSentAt: row.registration.reminderSentAt?.toISOString() ?? null,
});

/** The most reminders one run writes: the next run (a minute later) takes the rest. */
const REMINDERS_PER_RUN = 500;

/** An event's date as its reminder says it, in the shop's time zone. */
const eventDate = (start: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(start);

/** Where an event takes place, in one line: its location's company and address, else the shop. */
const placeOf = (location: TPostLocation | null, shopName: string) => {
  if (!location) return shopName;
  const town = [location.postalCode, location.city].filter(Boolean).join(' ');
  const parts = [location.company, location.address1, location.address2, location.address3, town].filter(
    (part): part is string => Boolean(part?.trim()),
  );
  return parts.length ? parts.join(', ') : shopName;
};

/** One seat per address: a second registration is refused, whatever the case of its letters. */
const alreadyRegistered = () =>
  new AppError('not-allowed', 'eventAlreadyRegistered', {
    fields: [{ propertyName: 'email', message: 'eventAlreadyRegistered' }],
  });

const closed = () =>
  new AppError('invalid', 'eventClosed', { fields: [{ propertyName: 'eventId', message: 'eventClosed' }] });

export const createEventRegistrationsService = (services: Services) => {
  const { db, mails } = services;

  return {
    async list(query: TEventRegistrationListQuery, locale: Locale) {
      const page = await listRegistrations(db, query, locale);
      return { items: page.rows.map(toRegistration), totalCount: page.totalCount };
    },

    /** The registrations of the export, in batches by id. */
    async *exportBatches(query: TEventRegistrationExportQuery, locale: Locale) {
      const batches = batchesById(
        (afterId, limit) => registrationsAfter(db, query, locale, afterId, limit),
        (row) => row.registration.id,
      );
      for await (const rows of batches) yield rows.map(toRegistration);
    },

    async events(locale: Locale): Promise<TEventSummary[]> {
      const rows = await listEvents(db, locale);
      return rows.map((row) => ({ ...row, eventStart: row.eventStart?.toISOString() ?? null }));
    },

    /**
     * The reminders due at `now`: each registration to a published event starting within
     * `EVENT_REMINDER_HOURS` gets one mail, in the language it registered in. The mails are logged and
     * the registrations marked in one transaction, so that a registration is reminded once, whichever
     * worker runs and however often. Answers how many were written.
     */
    async sendDueReminders(now: Date) {
      const until = new Date(now.getTime() + services.config.EVENT_REMINDER_HOURS * 3_600_000);
      return db.transaction(async (tx) => {
        const due = await takeDueReminders(tx, now, until, REMINDERS_PER_RUN);
        const events = new Map(
          (await remindedEvents(tx, [...new Set(due.map((row) => row.eventId))])).map((event) => [
            event.id,
            event,
          ]),
        );
        for (const registration of due) {
          const event = events.get(registration.eventId);
          if (!event?.eventStart) continue;
          const locale = registration.locale;
          const title =
            event.titles.get(locale) ?? event.titles.get('fr') ?? [...event.titles.values()][0] ?? '';
          await mails.queue(tx, {
            to: registration.email,
            template: 'eventReminder',
            locale,
            data: {
              firstName: registration.firstName,
              eventTitle: title,
              eventDate: eventDate(event.eventStart, locale),
              place: placeOf(event.location, services.client.title),
            },
            extra: { eventId: registration.eventId, eventRegistrationId: registration.id },
          });
        }
        return due.length;
      });
    },

    /**
     * A visitor's registration. The event's row is locked for the transaction, so registrations to
     * one event are counted one after the other: of two people taking the last seat at once, the
     * second finds the event full. An address takes one seat of an event: the unique index on the
     * address refuses a second one even if a check were passed by two requests at once.
     */
    async register(input: Registration, visitorGuid: string | null = null, locale: Locale = 'fr') {
      const now = new Date();
      return db
        .transaction(async (tx) => {
          const event = await lockEvent(tx, input.eventId);
          const ends = event?.eventEnd ?? event?.eventStart ?? null;
          const open =
            event !== null &&
            event.postType === 'Event' &&
            event.status === 'Published' &&
            (event.publicationStart === null || event.publicationStart <= now) &&
            (event.publicationEnd === null || event.publicationEnd > now) &&
            (ends === null || ends > now);
          if (!open) throw closed();
          if (await isRegistered(tx, event.id, input.email)) throw alreadyRegistered();
          const taken = await countRegistrations(tx, event.id);
          if (event.eventCapacity !== null && taken >= event.eventCapacity)
            throw new AppError('not-allowed', 'eventFull', {
              fields: [{ propertyName: 'eventId', message: 'eventFull' }],
            });
          const row = await insertRegistration(tx, {
            eventId: event.id,
            lastName: input.lastName,
            firstName: input.firstName,
            email: input.email,
            phone: input.phone || null,
            comments: input.comments || null,
            buyBook: input.buyBook,
            locale,
          });
          if (!row) throw new Error('The registration was not saved');
          await recordServerAction(tx, {
            type: 'EventRegistered',
            email: input.email,
            visitorGuid,
            sourceId: event.id,
          });
          return {
            id: row.id,
            seatsLeft: event.eventCapacity === null ? null : event.eventCapacity - taken - 1,
          };
        })
        .catch((error: unknown) => {
          throw violatedUniqueIndex(error) === 'event_registrations_email_key' ? alreadyRegistered() : error;
        });
    },
  };
};
