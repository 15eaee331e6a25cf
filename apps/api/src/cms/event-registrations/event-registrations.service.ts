import type {
  Locale,
  ParsedBody,
  publicEventRegistrationEndpoints,
  TEventRegistration,
  TEventRegistrationListQuery,
  TEventSummary,
} from '@colophon/contract';
import { recordServerAction } from '../../analytics/tracking/tracking.repository.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import {
  countRegistrations,
  listEvents,
  listRegistrations,
  lockEvent,
} from './event-registrations.repository.ts';
import type { EventRegistrationRow } from './event-registrations.tables.ts';
import { eventRegistrations } from './event-registrations.tables.ts';

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
});

const closed = () =>
  new AppError('invalid', 'eventClosed', { fields: [{ propertyName: 'eventId', message: 'eventClosed' }] });

export const createEventRegistrationsService = (services: Services) => {
  const { db } = services;

  return {
    async list(query: TEventRegistrationListQuery, locale: Locale) {
      const page = await listRegistrations(db, query, locale);
      return { items: page.rows.map(toRegistration), totalCount: page.totalCount };
    },

    async events(locale: Locale): Promise<TEventSummary[]> {
      const rows = await listEvents(db, locale);
      return rows.map((row) => ({ ...row, eventStart: row.eventStart?.toISOString() ?? null }));
    },

    /**
     * A visitor's registration. The event's row is locked for the transaction, so registrations to
     * one event are counted one after the other: of two people taking the last seat at once, the
     * second finds the event full.
     */
    async register(input: Registration, visitorGuid: string | null = null) {
      const now = new Date();
      return db.transaction(async (tx) => {
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
        const taken = await countRegistrations(tx, event.id);
        if (event.eventCapacity !== null && taken >= event.eventCapacity)
          throw new AppError('conflict', 'eventFull', {
            fields: [{ propertyName: 'eventId', message: 'eventFull' }],
          });
        const [row] = await tx
          .insert(eventRegistrations)
          .values({
            eventId: event.id,
            lastName: input.lastName,
            firstName: input.firstName,
            email: input.email,
            phone: input.phone || null,
            comments: input.comments || null,
            buyBook: input.buyBook,
          })
          .returning({ id: eventRegistrations.id });
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
      });
    },
  };
};
