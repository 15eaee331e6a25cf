import { type TUser, type TUserCreate, type TUserUpdate, userEndpoints } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { usersKeys } from './users-keys.ts';

export const createUser = (body: TUserCreate) => call(userEndpoints.create, { body });
export const updateUser = (body: TUserUpdate) => call(userEndpoints.update, { body });

/** Creates or updates a user; refreshes the lists and puts the saved user in the cache. */
export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserCreate | TUserUpdate): Promise<TUser> =>
      'id' in body ? updateUser(body) : createUser(body),
    onSuccess: async (user) => {
      queryClient.setQueryData(usersKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
};
