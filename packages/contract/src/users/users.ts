import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZQueryId, ZVersioned } from '../action-result.ts';
import { ZPassword } from '../auth/authentication.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

export const genders = ['Unknown', 'Male', 'Female'] as const;
export const ZGender = z.enum(genders);

export const ZClaimType = z.object({ id: z.string() });
export type TClaimType = z.infer<typeof ZClaimType>;

export const ZRoleRef = z.object({ id: z.number().int(), name: z.string() });

const ZOptionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

type TSortOf<F extends string> = F | `-${F}`;
/**
 * A list's `sort`: one of its sortable fields, `-` first for descending. Typed as a plain string, so that
 * the console's shared list page can pass its own; checked here against the list's fields.
 */
const ZSortBy = <const F extends string>(fields: readonly F[]) =>
  z
    .string()
    .meta({ description: `A field, or -field for descending: ${fields.join(', ')}` })
    .refine((sort) => (fields as readonly string[]).includes(sort.replace(/^-/, '')), 'unknownSort')
    .transform((sort) => sort as TSortOf<F>);

/** A user of the console (SPEC §3 User). */
export const ZUser = z.object({
  id: z.number().int(),
  version: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date().nullable(),
  gender: ZGender,
  mobilePhone: z.string().nullable(),
  company: z.string().nullable(),
  locale: z.enum(['fr', 'en']),
  claimTypes: z.array(ZClaimType),
  roles: z.array(ZRoleRef),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserSummary = ZUser.pick({
  id: true,
  userName: true,
  email: true,
  firstName: true,
  lastName: true,
  roles: true,
  createdAt: true,
  lastLoginAt: true,
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

const userFields = {
  userName: z
    .string()
    .trim()
    .min(1, 'required')
    .max(100)
    .regex(/^[\w.@-]+$/, 'userNameFormat'),
  email: z.email('invalidEmail').max(200),
  firstName: z.string().trim().min(1, 'required').max(100),
  lastName: z.string().trim().min(1, 'required').max(100),
  dateOfBirth: z.iso.date().nullable().default(null),
  gender: ZGender.default('Unknown'),
  mobilePhone: ZOptionalText(40),
  company: ZOptionalText(200),
  locale: z.enum(['fr', 'en']).default('fr'),
  claimTypes: z.array(ZClaimType).max(200).default([]),
  roles: z
    .array(z.object({ id: z.number().int() }))
    .max(50)
    .default([]),
};

export const ZUserCreate = z.object({
  ...userFields,
  password: z
    .string({ error: 'passwordRequired' })
    .min(1, { error: 'passwordRequired', abort: true })
    .pipe(ZPassword),
});
export type TUserCreate = z.input<typeof ZUserCreate>;
export const ZUserUpdate = z
  .object({
    id: z.number().int(),
    ...userFields,
    /** Leave empty to keep the current password. */
    password: z.union([z.literal(''), ZPassword]).default(''),
  })
  .extend(ZVersioned.shape);
export type TUserUpdate = z.input<typeof ZUserUpdate>;

export const userSortFields = [
  'userName',
  'email',
  'lastName',
  'firstName',
  'createdAt',
  'lastLoginAt',
] as const;
export type TUserSortField = (typeof userSortFields)[number];

/** Search looks in the user name, email, first and last names. */
export const ZUserListQuery = ZListQuery.extend({
  sort: ZSortBy(userSortFields).optional(),
  roleId: ZQueryId.optional(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZRole = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string(),
  claimTypes: z.array(ZClaimType),
  userCount: z.number().int(),
});
export type TRole = z.infer<typeof ZRole>;

const roleFields = {
  name: z.string().trim().min(1, 'required').max(100),
  description: z.string().trim().max(500).default(''),
  claimTypes: z.array(ZClaimType).max(200).default([]),
};
export const ZRoleCreate = z.object(roleFields);
export const ZRoleUpdate = z.object({ id: z.number().int(), ...roleFields }).extend(ZVersioned.shape);
export type TRoleCreate = z.input<typeof ZRoleCreate>;
export type TRoleUpdate = z.input<typeof ZRoleUpdate>;

export const roleSortFields = ['name', 'userCount'] as const;
export type TRoleSortField = (typeof roleSortFields)[number];

/** Search looks in the role's name. */
export const ZRoleListQuery = ZListQuery.extend({ sort: ZSortBy(roleSortFields).optional() });
export type TRoleListQuery = z.infer<typeof ZRoleListQuery>;

export const ZClaimsByPrefix = z.object({ prefix: z.string().max(200).default('') });

/** A single-use sign-in link: `url` opens the console signed in as the user, once, until `expires`. */
export const ZLoginTokenOutput = z.object({ token: z.string(), url: z.string(), expires: z.iso.datetime() });

const manageUsers = claim('Management', 'Users');

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/User/Users',
    access: manageUsers,
    summary: 'Users, paged; search by name or email, filter by role, sort by a listed field',
    query: ZUserListQuery,
    response: ZPage(ZUserSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/User/User',
    access: manageUsers,
    summary: 'One user with its claims and roles',
    query: ZById,
    response: ZUser,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/User/User',
    access: manageUsers,
    summary: 'Create a user',
    body: ZUserCreate,
    response: ZUser,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/User/User',
    access: manageUsers,
    summary: 'Update a user; an empty password keeps the current one',
    body: ZUserUpdate,
    response: ZUser,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/User/User',
    access: manageUsers,
    summary: 'Delete users (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/User/UserRoles',
    access: manageUsers,
    summary: 'Roles, paged: named sets of claims, with how many users hold each',
    query: ZRoleListQuery,
    response: ZPage(ZRole),
  }),
  createRole: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/User/UserRoles',
    access: manageUsers,
    summary: 'Create a role',
    body: ZRoleCreate,
    response: ZRole,
  }),
  updateRole: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/User/UserRoles',
    access: manageUsers,
    summary: 'Update a role',
    body: ZRoleUpdate,
    response: ZRole,
  }),
  removeRole: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/User/UserRoles',
    access: manageUsers,
    summary: 'Delete a role',
    query: ZById,
    response: ZNothing,
  }),
  claimsByPrefix: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/User/UserClaimsByPrefix',
    access: manageUsers,
    summary: 'The claims catalogue, filtered by a prefix',
    query: ZClaimsByPrefix,
    response: z.array(ZClaimType),
  }),
  loginToken: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/User/LoginToken',
    access: manageUsers,
    summary: 'A short-lived, single-use sign-in link for a user, for support',
    body: z.object({ userId: z.number().int() }),
    response: ZLoginTokenOutput,
  }),
};
