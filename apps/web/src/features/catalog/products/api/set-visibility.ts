import { productEndpoints } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { productsKeys } from './products-keys.ts';

/** Shows or hides products on the public site: one request for the whole selection, all or none. */
export const useSetVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; isVisible: boolean }) =>
      call(productEndpoints.setVisibility, { body }),
    // The page names what happened ("3 livres masqués") and offers Undo.
    meta: { quietSuccess: true },
    onSettled: async (_data, _error, { ids }) => {
      for (const id of ids) await queryClient.invalidateQueries({ queryKey: productsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
};
