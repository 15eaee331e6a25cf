import { restrictionEndpoints } from '@colophon/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';

/** Whether the active restrictions keep each product off the public catalogue, and why. */
export const useCheckRestrictions = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: (eans: string[]) => call(restrictionEndpoints.check, { body: { eans } }),
  });
