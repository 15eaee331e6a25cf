import {
  customerEndpoints,
  documentEndpoints,
  type EndpointQuery,
  messageEndpoints,
  type TMessage,
  type TMessageReplyInput,
  type TMessageUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const messageKeys = queryKeysFactory('contact-messages');
export type MessagesQuery = EndpointQuery<typeof messageEndpoints.list>;

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => call(messageEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const messageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => call(messageEndpoints.get, { query: { id } }, { signal }),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return async (message: TMessage) => {
    queryClient.setQueryData(messageKeys.detail(message.id), message);
    await queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  };
};

/** Moves a message to another status, at the version read. */
export const useChangeMessageStatus = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TMessageUpdate) => call(messageEndpoints.update, { body }),
    onSuccess: refresh,
  });
};

/** Mails an answer to the visitor; the form shows its own field errors. */
export const useReplyToMessage = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TMessageReplyInput) => call(messageEndpoints.reply, { body }),
    meta: { successMessage: message('messageReplied') },
    onSuccess: refresh,
  });
};

/** Deletes messages (spam), one call each, and refreshes the lists. */
export const useDeleteMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await call(messageEndpoints.remove, { query: { id } });
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: messageKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });
};

/** How many of the sender's orders the message shows. */
export const SENDER_ORDERS_SHOWN = 10;

/**
 * The customer whose email the message came from, if any. The list's search finds a part of the
 * email: only the customer of exactly that address is kept.
 */
export const senderCustomerQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['customers', 'list', { search: email, of: 'message' }],
    queryFn: async ({ signal }) => {
      const page = await call(customerEndpoints.list, { query: { search: email, pageSize: 10 } }, { signal });
      return page.items.find((customer) => customer.email === email.trim().toLowerCase()) ?? null;
    },
  });

/** The orders placed with the message's email, newest first (exactly that address). */
export const senderOrdersQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['documents', 'list', { search: email, of: 'message' }],
    queryFn: async ({ signal }) => {
      const page = await call(
        documentEndpoints.list,
        { query: { search: email, pageSize: 50, sort: '-createdAt' } },
        { signal },
      );
      const address = email.trim().toLowerCase();
      return page.items.filter((order) => order.customer.email.toLowerCase() === address);
    },
  });
