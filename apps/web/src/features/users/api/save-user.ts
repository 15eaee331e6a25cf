import { type TUserCreate, type TUserUpdate, userEndpoints } from '@colophon/contract';
import { call } from '@/lib/api.ts';
import { useSaveMutation } from '@/lib/mutations.ts';
import { usersKeys } from './users-keys.ts';

export const createUser = (body: TUserCreate) => call(userEndpoints.create, { body });
export const updateUser = (body: TUserUpdate) => call(userEndpoints.update, { body });

/** Creates or updates a user. */
export const useSaveUser = () =>
  useSaveMutation(usersKeys, (body: TUserCreate | TUserUpdate) =>
    'id' in body ? updateUser(body) : createUser(body),
  );
