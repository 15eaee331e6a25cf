import { userEndpoints } from '@colophon/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';

/** A single-use sign-in link for a user, for support. */
export const useCreateLoginToken = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: (userId: number) => call(userEndpoints.loginToken, { body: { userId } }),
  });
