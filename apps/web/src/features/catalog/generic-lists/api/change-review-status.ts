import { genericListEndpoints, type TReviewStatusChange } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { genericListKeys } from './generic-lists.ts';

/** Approves or rejects reviews, one or many in one call. */
export const useChangeReviewStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewStatusChange) => call(genericListEndpoints.changeReviewStatus, { body }),
    // The page names what happened ("2 avis approuvés") and offers Undo.
    meta: { quietSuccess: true },
    onSuccess: (reviews) => {
      for (const review of reviews)
        queryClient.setQueryData(genericListKeys.Review.detail(review.id), review);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: genericListKeys.Review.lists() }),
  });
};
