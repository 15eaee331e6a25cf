import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The shop's day on the home screen. Each block is there only when the caller holds the claim of
 * the list it counts (the server leaves the others out): messages (Public.MessageManage), reviews
 * (Catalog.ReviewList), mails (Public.MailLog), background tasks (Management.BackgroundTasks).
 */
export const ZDashboard = z.object({
  messages: z.object({ pending: z.number().int(), progress: z.number().int() }).optional(),
  reviews: z.object({ pending: z.number().int() }).optional(),
  /** Mails not delivered yet whose last try failed. */
  mails: z.object({ failing: z.number().int() }).optional(),
  tasks: z.object({ failed: z.number().int() }).optional(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const dashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Home/Dashboard',
    access: 'signed-in',
    summary: "The shop's day: what waits for staff, each block only for the holders of its list's claim",
    response: ZDashboard,
  }),
};
