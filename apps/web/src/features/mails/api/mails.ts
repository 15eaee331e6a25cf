import { type EndpointQuery, mailEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const mailKeys = queryKeysFactory('mail-log');
export type MailsQuery = EndpointQuery<typeof mailEndpoints.list>;

export const mailsQueryOptions = (query: MailsQuery) =>
  queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => call(mailEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const mailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: ({ signal }) => call(mailEndpoints.get, { query: { id } }, { signal }),
  });

/** Sends a logged mail again, as a new delivery. */
export const useResendMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(mailEndpoints.resend, { body: { id } }),
    meta: { successMessage: message('mailResent') },
    onSuccess: async (mail) => {
      queryClient.setQueryData(mailKeys.detail(mail.id), mail);
      await queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    },
  });
};
