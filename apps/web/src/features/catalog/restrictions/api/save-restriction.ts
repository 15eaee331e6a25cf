import { restrictionEndpoints, type TRestrictionCreate, type TRestrictionUpdate } from '@colophon/contract';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { restrictionsKeys } from './restrictions.ts';

export const useSaveRestriction = () =>
  useSaveMutation(restrictionsKeys, (body: TRestrictionCreate | TRestrictionUpdate) =>
    'id' in body ? call(restrictionEndpoints.update, { body }) : call(restrictionEndpoints.create, { body }),
  );

export const useDeleteRestrictions = () =>
  useDeleteMutation(restrictionsKeys, allAtOnce(restrictionEndpoints.remove));
