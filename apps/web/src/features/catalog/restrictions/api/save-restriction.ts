import { restrictionEndpoints, type TRestrictionCreate, type TRestrictionUpdate } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { restrictionsKeys } from './restrictions.ts';

export const useSaveRestriction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRestrictionCreate | TRestrictionUpdate) =>
      'id' in body
        ? call(restrictionEndpoints.update, { body })
        : call(restrictionEndpoints.create, { body }),
    onSuccess: async (restriction) => {
      queryClient.setQueryData(restrictionsKeys.detail(restriction.id), restriction);
      await queryClient.invalidateQueries({ queryKey: restrictionsKeys.lists() });
    },
  });
};

export const useDeleteRestrictions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await call(restrictionEndpoints.remove, { query: { id } });
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: restrictionsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: restrictionsKeys.lists() });
    },
  });
};
