import { authenticationEndpoints, type TLogin } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeLocale } from '@/i18n/i18n.ts';
import { call, session } from '@/lib/api.ts';
import { currentUserQueryOptions } from '@/lib/current-user.ts';

/** Signs in (password or single-use link), then loads the user and applies its language. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (login: TLogin) => {
      const token = await call(authenticationEndpoints.login, { body: login });
      queryClient.clear();
      session.signIn(token);
      const user = await queryClient.fetchQuery(currentUserQueryOptions());
      await changeLocale(user.locale, false);
      return user;
    },
  });
};

/** Logout clears the session and every cached answer; the caller goes to /login. */
export const signOut = (clearCache: () => void) => {
  session.signOut();
  clearCache();
};
