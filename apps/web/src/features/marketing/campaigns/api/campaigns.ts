import {
  campaignEndpoints,
  type EndpointBody,
  type EndpointQuery,
  type TCampaignCreate,
  type TCampaignUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const campaignKeys = queryKeysFactory('campaigns');

export type CampaignListQuery = EndpointQuery<typeof campaignEndpoints.list>;

export const campaignsQueryOptions = (query: CampaignListQuery) =>
  queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: ({ signal }) => call(campaignEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => call(campaignEndpoints.get, { query: { id } }, { signal }),
  });

export const useCampaigns = (query: CampaignListQuery) => useQuery(campaignsQueryOptions(query));

/** The campaign as it goes out: asked again every two seconds while it is sending. */
export const useCampaignProgress = (id: number, sending: boolean) =>
  useQuery({
    ...campaignQueryOptions(id),
    enabled: id > 0,
    refetchInterval: sending ? 2000 : false,
    meta: { silent: true },
  });

export const useCampaignStats = (id: number, sending: boolean) =>
  useQuery({
    queryKey: [...campaignKeys.detail(id), 'stats'],
    queryFn: ({ signal }) => call(campaignEndpoints.stats, { query: { id } }, { signal }),
    refetchInterval: sending ? 2000 : false,
  });

export const useCampaignTargets = () =>
  useQuery({
    queryKey: [...campaignKeys.all, 'targets'],
    queryFn: ({ signal }) => call(campaignEndpoints.targets, {}, { signal }),
  });

/** The editor's preview of the content as it stands: asked again as the source changes. */
export const useCampaignPreview = (body: EndpointBody<typeof campaignEndpoints.preview> | null) =>
  useQuery({
    queryKey: [...campaignKeys.all, 'preview', body],
    queryFn: ({ signal }) => call(campaignEndpoints.preview, { body: body ?? { content: '' } }, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

export const useSaveCampaign = () =>
  useSaveMutation(campaignKeys, (body: TCampaignCreate | TCampaignUpdate) =>
    'id' in body ? call(campaignEndpoints.update, { body }) : call(campaignEndpoints.create, { body }),
  );

export const useDeleteCampaigns = () => useDeleteMutation(campaignKeys, allAtOnce(campaignEndpoints.remove));

/** Out of draft (it goes out at its date) or back to draft. */
export const useCampaignDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof campaignEndpoints.draft>) =>
      call(campaignEndpoints.draft, { body }),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.lists() });
    },
  });
};

export const useCampaignTestSend = () =>
  useMutation({
    mutationFn: (id: number) => call(campaignEndpoints.testSend, { body: { id } }),
  });
