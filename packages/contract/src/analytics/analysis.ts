import { z } from 'zod';
import { ZQueryId } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZActionType } from './tracking.ts';

const ZDay = z.iso.date();
/** Longest period an analysis reads, in days. */
export const ANALYSIS_MAX_DAYS = 800;

/** A target (none: every customer) over Paris days, `from` and `to` included. */
export const ZAnalysisQuery = z
  .object({ targetId: ZQueryId.optional(), from: ZDay, to: ZDay })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'ruleRangeOrder' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= ANALYSIS_MAX_DAYS * 86_400_000, {
    path: ['from'],
    message: 'dateRange',
  });
export type TAnalysisQuery = z.output<typeof ZAnalysisQuery>;

export const topKinds = ['books', 'authors', 'categories', 'publishers'] as const;
export const ZTopKind = z.enum(topKinds);
export type TTopKind = z.infer<typeof ZTopKind>;
export const TOP_MAX = 50;
const ZLimit = z.coerce.number().int().min(1).max(TOP_MAX).default(10);

export const ZTopsQuery = z
  .object({
    targetId: ZQueryId.optional(),
    from: ZDay,
    to: ZDay,
    kind: ZTopKind.default('books'),
    limit: ZLimit,
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'ruleRangeOrder' });
export const ZActionTopsQuery = z
  .object({
    targetId: ZQueryId.optional(),
    from: ZDay,
    to: ZDay,
    actionType: ZActionType,
    kind: ZTopKind.default('books'),
    limit: ZLimit,
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'ruleRangeOrder' });
export const granularities = ['day', 'week', 'month'] as const;
export const ZOverTimeQuery = z
  .object({
    targetId: ZQueryId.optional(),
    from: ZDay,
    to: ZDay,
    granularity: z.enum(granularities).default('month'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'ruleRangeOrder' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= ANALYSIS_MAX_DAYS * 86_400_000, {
    path: ['from'],
    message: 'dateRange',
  });

export const ZAnalysisStats = z.object({
  /** Customers in the target now (every customer without one). */
  customers: z.number().int(),
  /** Of them, those who ordered in the period. */
  buyers: z.number().int(),
  orders: z.number().int(),
  /** Euros, orders placed and neither failed nor cancelled. */
  revenue: z.number(),
  averageBasket: z.number(),
  /** Actions recorded in the period (site and server). */
  actions: z.number().int(),
});
export type TAnalysisStats = z.infer<typeof ZAnalysisStats>;

export const ZTopItem = z.object({
  id: z.string(),
  label: z.string(),
  /** Books sold, or actions counted. */
  count: z.number().int(),
  /** Euros (sales tops only; 0 for actions). */
  revenue: z.number(),
});
export type TTopItem = z.infer<typeof ZTopItem>;

export const ZOverTimePoint = z.object({
  /** The first day of the period (day, Monday of the week, first of the month). */
  period: ZDay,
  orders: z.number().int(),
  revenue: z.number(),
  buyers: z.number().int(),
  actions: z.number().int(),
});
export type TOverTimePoint = z.infer<typeof ZOverTimePoint>;

const manage = claim('Analytics', 'Manage');
const path = '/BackOffice/Analytics';

export const analysisEndpoints = {
  stats: defineEndpoint({
    method: 'GET',
    path: `${path}/statsFromTarget`,
    access: manage,
    summary:
      'Key figures of a target (or every customer) over a period: customers, buyers, orders, revenue, average basket, actions',
    query: ZAnalysisQuery,
    response: ZAnalysisStats,
  }),
  tops: defineEndpoint({
    method: 'GET',
    path: `${path}/topsFromTarget`,
    access: manage,
    summary: 'The books, authors, categories or publishers a target bought most over a period',
    query: ZTopsQuery,
    response: z.array(ZTopItem),
  }),
  topsByActionType: defineEndpoint({
    method: 'GET',
    path: `${path}/topsFromTargetAndActionType`,
    access: manage,
    summary:
      'The books, authors, categories or publishers a target met most through one kind of action over a period',
    query: ZActionTopsQuery,
    response: z.array(ZTopItem),
  }),
  overTime: defineEndpoint({
    method: 'GET',
    path: `${path}/overTimeFromTarget`,
    access: manage,
    summary: 'Orders, revenue, buyers and actions of a target per day, week or month over a period',
    query: ZOverTimeQuery,
    response: z.array(ZOverTimePoint),
  }),
};
