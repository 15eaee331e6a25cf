import { trackingEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createTrackingService } from './tracking.service.ts';

export const registerTrackingRoutes = (app: FastifyInstance, services: Services) => {
  const tracking = createTrackingService(services);
  serve(app, trackingEndpoints.track, ({ body }) => tracking.track(body));
  serve(app, trackingEndpoints.actionTypes, async ({ context }) => tracking.actionTypes(context.locale));
  serve(app, trackingEndpoints.eraseCustomer, ({ query, context }) =>
    tracking.eraseCustomer(query.id, context.user),
  );
};
