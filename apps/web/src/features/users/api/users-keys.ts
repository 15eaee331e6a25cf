import { queryKeysFactory } from '@/lib/query-keys.ts';

export const usersKeys = queryKeysFactory('users');
export const rolesKeys = queryKeysFactory('roles');
export const claimsKeys = queryKeysFactory('claims');
