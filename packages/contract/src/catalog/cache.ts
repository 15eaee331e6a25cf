import { z } from 'zod';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/** A background task launched: its id, to follow it on the background-tasks screen. */
export const ZLaunchedTask = z.object({ taskId: z.string() });

export const productCacheEndpoints = {
  refresh: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/RefreshCachesAndCovers',
    access: claim('Cache', 'Product'),
    summary:
      'Launch the rebuild of what the public site reads (cover thumbnails, search statistics) as a background task; about 5 minutes to show on the site',
    response: ZLaunchedTask,
  }),
};
