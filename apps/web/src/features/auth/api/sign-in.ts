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

/**
 * Logout ends the session on the server (its refresh and access tokens stop working), then clears
 * it here with every cached answer; the caller goes to /login. An API that cannot be reached does
 * not keep the user signed in here.
 */
export const signOut = async (clearCache: () => void) => {
  const refreshToken = session.get()?.token.refreshToken;
  session.signOut();
  clearCache();
  if (refreshToken)
    await call(authenticationEndpoints.logout, { body: { token: refreshToken } }).catch(() => undefined);
};
