import type { TRole, TUser, TUserSummary } from '@colophon/contract';
import type { RoleRow } from './roles.repository.ts';
import type { RoleRef, UserRow } from './users.repository.ts';

/** How users and roles are answered to the console, and how the activity log compares them. */

export const toUser = (row: UserRow, roles: RoleRef[]): TUser => ({
  id: row.id,
  version: row.version,
  userName: row.userName,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  mobilePhone: row.mobilePhone,
  company: row.company,
  locale: row.locale,
  claimTypes: row.claims.map((id) => ({ id })),
  roles,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const toUserSummary = (row: UserRow, roles: RoleRef[]): TUserSummary => ({
  id: row.id,
  userName: row.userName,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  roles,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** A user's editable state; the activity log masks the password hash, noting only that it changed. */
export const userSnapshot = (row: UserRow, roles?: RoleRef[]) => ({
  userName: row.userName,
  email: row.email,
  passwordHash: row.passwordHash,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  gender: row.gender,
  mobilePhone: row.mobilePhone,
  company: row.company,
  locale: row.locale,
  claims: row.claims,
  ...(roles ? { roles: roles.map((role) => role.name) } : {}),
});

export const toRole = (row: RoleRow): TRole => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: row.description,
  claimTypes: row.claims.map((id) => ({ id })),
  userCount: row.userCount,
});

export const roleSnapshot = (row: RoleRow) => ({
  name: row.name,
  description: row.description,
  claims: row.claims,
});
