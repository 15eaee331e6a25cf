import { z } from 'zod';
import { ZVersioned } from '../action-result.ts';
import { ZPassword } from '../auth/authentication.ts';
import { MY_ACCOUNT_CLAIM } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZClaimType, ZGender } from './users.ts';

/** The signed-in user as the console knows it (SPEC §3 Logged-in user). */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  version: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: ZGender,
  mobilePhone: z.string().nullable(),
  locale: z.enum(['fr', 'en']),
  claimTypes: z.array(ZClaimType),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZProfileUpdate = z
  .object({
    email: z.email('invalidEmail').max(200),
    firstName: z.string().trim().min(1, 'required').max(100),
    lastName: z.string().trim().min(1, 'required').max(100),
    gender: ZGender.default('Unknown'),
    mobilePhone: z.string().trim().max(40).nullable().default(null),
    locale: z.enum(['fr', 'en']).default('fr'),
    currentPassword: z.string().max(200).default(''),
    newPassword: z.union([z.literal(''), ZPassword]).default(''),
  })
  .extend(ZVersioned.shape)
  .refine((profile) => profile.newPassword === '' || profile.currentPassword !== '', {
    message: 'currentPasswordRequired',
    path: ['currentPassword'],
  });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const currentUserEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/Common/User/User',
    access: 'signed-in',
    // The account may have been deleted while its access token still runs.
    answers: [404],
    summary: 'The signed-in user',
    response: ZCurrentUser,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/Common/User/User',
    access: MY_ACCOUNT_CLAIM,
    // The account may have been deleted while its access token still runs; a current password
    // checked too often waits as a sign-in does.
    answers: [404, 429],
    summary:
      'Edit one’s own profile; changing the password or the email needs the current password, which counts in the sign-in throttle like a sign-in (429 with Retry-After), and a new email is announced to the old address',
    body: ZProfileUpdate,
    response: ZCurrentUser,
  }),
};
