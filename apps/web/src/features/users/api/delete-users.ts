import { userEndpoints } from '@colophon/contract';
import { call } from '@/lib/api.ts';
import { oneByOne, useDeleteMutation } from '@/lib/mutations.ts';
import { usersKeys } from './users-keys.ts';

export const deleteUser = (id: number) => call(userEndpoints.remove, { query: { id } });

/** Deletes one or several users. */
export const useDeleteUsers = () => useDeleteMutation(usersKeys, oneByOne(deleteUser));
