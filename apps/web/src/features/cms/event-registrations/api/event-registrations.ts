import { type EndpointQuery, eventRegistrationEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { call, download } from '@/lib/api.ts';
import { saveFile } from '@/lib/csv.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const eventRegistrationKeys = queryKeysFactory('event-registrations');
export type EventRegistrationListQuery = EndpointQuery<typeof eventRegistrationEndpoints.list>;

export const eventRegistrationsQueryOptions = (query: EventRegistrationListQuery) =>
  queryOptions({
    queryKey: eventRegistrationKeys.list(query),
    queryFn: ({ signal }) => call(eventRegistrationEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The Event posts with their capacity and how many registered, for the event picker. */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['event-registrations', 'events'],
    queryFn: ({ signal }) => call(eventRegistrationEndpoints.events, {}, { signal }),
  });

/** The CSV of every registration the filters keep, streamed by the API (not only the page shown). */
export const useExportRegistrations = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (query: EndpointQuery<typeof eventRegistrationEndpoints.exportCsv>) => {
      const { blob, fileName } = await download(eventRegistrationEndpoints.exportCsv, { query });
      saveFile(blob, fileName ?? `inscriptions-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
