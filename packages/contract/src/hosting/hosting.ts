import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZFeatureFlags } from './client.ts';

export const ZLocaleInfo = z.object({ id: z.number().int(), name: z.string(), code: z.enum(['fr', 'en']) });

export const ZHosting = z.object({
  clientId: z.string(),
  name: z.string(),
  version: z.string(),
  locales: z.array(ZLocaleInfo),
  features: ZFeatureFlags,
});
export type THosting = z.infer<typeof ZHosting>;

export const hostingEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/Common/Hosting/Hosting',
    access: 'public',
    summary: 'What the console needs at start: the client, its version, locales and feature flags',
    response: ZHosting,
  }),
};
