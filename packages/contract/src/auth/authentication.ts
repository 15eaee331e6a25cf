import { z } from 'zod';
import { ZNothing } from '../action-result.ts';
import { defineEndpoint } from '../endpoint.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const ZPassword = z.string().min(PASSWORD_MIN_LENGTH, 'passwordTooShort').max(200);

export const ZSessionToken = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpires: z.iso.datetime(),
  refreshTokenExpires: z.iso.datetime(),
});
export type TSessionToken = z.infer<typeof ZSessionToken>;

export const ZPasswordLogin = z.object({
  userName: z.string().trim().min(1, 'required').max(200),
  password: z.string().min(1, 'required').max(200),
});
export const ZLoginTokenLogin = z.object({ loginToken: z.string().min(1, 'required').max(200) });
export const ZLogin = z.union([ZPasswordLogin, ZLoginTokenLogin]);
export type TLogin = z.infer<typeof ZLogin>;

/** The claims the access token carries besides the standard ones. */
export interface TAccessTokenClaims {
  sub: string;
  userName: string;
  claims: string[];
  /** The refresh-token family of the sign-in. */
  sid: string;
  /** Present when a support user's sign-in link opened the session: that user's name. */
  viaLoginLinkBy?: string;
  exp: number;
}

export const authenticationEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Authentication/Token',
    access: 'public',
    summary: 'Sign in with a user name and password, or with a single-use sign-in link',
    body: ZLogin,
    rateLimit: 60,
    response: ZSessionToken,
    answers: [401],
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/Common/Authentication/Token/Refresh',
    access: 'public',
    summary: 'Trade a refresh token for a new session token; the old refresh token is rotated out',
    body: z.object({ token: z.string().min(1, 'required').max(200) }),
    response: ZSessionToken,
    answers: [401],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/Common/Authentication/Logout',
    access: 'public',
    summary:
      'End the session of a refresh token: its refresh and access tokens stop working at once; answers the same for an unknown token',
    body: z.object({ token: z.string().min(1, 'required').max(200) }),
    rateLimit: 60,
    response: ZNothing,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/User/ForgotPasswordUser',
    access: 'public',
    summary: 'Mail a single-use password reset link; answers the same whether the account exists or not',
    body: z.object({ email: z.email('invalidEmail').max(200) }),
    rateLimit: 10,
    response: ZNothing,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/User/ResetPassword',
    access: 'public',
    summary: 'Set a new password with the token of a reset link',
    body: z.object({ token: z.string().min(1, 'required').max(200), password: ZPassword }),
    rateLimit: 10,
    response: ZNothing,
  }),
};
