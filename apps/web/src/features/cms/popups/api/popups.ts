import {
  type EndpointQuery,
  popupEndpoints,
  publicPopupEndpoints,
  type TPopupCreate,
  type TPopupUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const popupKeys = queryKeysFactory('popups');
export type PopupListQuery = EndpointQuery<typeof popupEndpoints.list>;

export const popupsQueryOptions = (query: PopupListQuery) =>
  queryOptions({
    queryKey: popupKeys.list(query),
    queryFn: ({ signal }) => call(popupEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const popupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: popupKeys.detail(id),
    queryFn: ({ signal }) => call(popupEndpoints.get, { query: { id } }, { signal }),
  });

/** What the shop's site shows now, as it reads it (the public endpoint). */
export const sitePopupQueryOptions = () =>
  queryOptions({
    queryKey: [...popupKeys.all, 'site'],
    queryFn: ({ signal }) => call(publicPopupEndpoints.current, {}, { signal }),
  });

export const useSavePopup = () =>
  useSaveMutation(popupKeys, (body: TPopupCreate | TPopupUpdate) =>
    'id' in body ? call(popupEndpoints.update, { body }) : call(popupEndpoints.create, { body }),
  );

export const useDeletePopups = () => useDeleteMutation(popupKeys, allAtOnce(popupEndpoints.remove));
