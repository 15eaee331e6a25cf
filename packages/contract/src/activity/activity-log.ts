import { z } from 'zod';
import { ZListQuery, ZPage, ZQueryId } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

export const activityActions = ['create', 'update', 'delete', 'action'] as const;

/** One change, as the activity log keeps it: who, when, what, and the fields before and after. */
export const ZActivity = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  /** Done in a session opened by a support user's sign-in link: that user's name. */
  viaLoginLinkBy: z.string().nullable(),
  at: z.iso.datetime(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type TActivity = z.infer<typeof ZActivity>;

/** `from` and `to` are days of the shop's calendar (Europe/Paris), both included. */
export const ZActivityListQuery = ZListQuery.extend({
  /** Newest first unless `at` asks for the oldest first. */
  sort: z
    .string()
    .refine((sort) => sort === 'at' || sort === '-at', 'unknownSort')
    .default('-at'),
  userId: ZQueryId.optional(),
  entity: z.string().max(100).optional(),
  entityId: z.string().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'dateRange',
  path: ['to'],
});
export type TActivityListQuery = z.infer<typeof ZActivityListQuery>;

export const activityEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/ActivityLog/ActivityLogs',
    access: claim('Management', 'ActivityLog'),
    summary: 'The activity log, newest first; filter by user, entity and date',
    query: ZActivityListQuery,
    response: ZPage(ZActivity),
  }),
};
