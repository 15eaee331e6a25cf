import { analysisEndpoints, type EndpointQuery } from '@colophon/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

const analysisKeys = queryKeysFactory('analytics-analysis');

export type AnalysisQuery = EndpointQuery<typeof analysisEndpoints.stats>;
export type TopsQuery = EndpointQuery<typeof analysisEndpoints.tops>;
export type ActionTopsQuery = EndpointQuery<typeof analysisEndpoints.topsByActionType>;
export type OverTimeQuery = EndpointQuery<typeof analysisEndpoints.overTime>;

export const statsQueryOptions = (query: AnalysisQuery) =>
  queryOptions({
    queryKey: [...analysisKeys.all, 'stats', query],
    queryFn: ({ signal }) => call(analysisEndpoints.stats, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAnalysisStats = (query: AnalysisQuery) => useQuery(statsQueryOptions(query));

export const useOverTime = (query: OverTimeQuery) =>
  useQuery({
    queryKey: [...analysisKeys.all, 'over-time', query],
    queryFn: ({ signal }) => call(analysisEndpoints.overTime, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTops = (query: TopsQuery) =>
  useQuery({
    queryKey: [...analysisKeys.all, 'tops', query],
    queryFn: ({ signal }) => call(analysisEndpoints.tops, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useActionTops = (query: ActionTopsQuery) =>
  useQuery({
    queryKey: [...analysisKeys.all, 'action-tops', query],
    queryFn: ({ signal }) => call(analysisEndpoints.topsByActionType, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
