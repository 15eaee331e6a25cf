import { userEndpoints } from '@colophon/contract';
import { allAtOnce, useDeleteMutation } from '@/lib/mutations.ts';
import { usersKeys } from './users-keys.ts';

/** Deletes one or several users, in one request: all or none. */
export const useDeleteUsers = () => useDeleteMutation(usersKeys, allAtOnce(userEndpoints.remove));
