import { discountEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createDiscountsService } from './discounts.service.ts';

export const registerDiscountRoutes = (app: FastifyInstance, services: Services) => {
  const discounts = createDiscountsService(services);
  serve(app, discountEndpoints.list, ({ query }) => discounts.list(query));
  serve(app, discountEndpoints.get, ({ query }) => discounts.get(query.id));
  serve(app, discountEndpoints.create, ({ body, context }) =>
    discounts.create(body, context.user, context.locale),
  );
  serve(app, discountEndpoints.update, ({ body, context }) =>
    discounts.update(body, context.user, context.locale),
  );
  serve(app, discountEndpoints.remove, ({ query, context }) => discounts.remove(query.id, context.user));
  serve(app, discountEndpoints.types, async ({ context }) => discounts.types(context.locale));
  serve(app, discountEndpoints.limitationTypes, async ({ context }) =>
    discounts.limitationTypes(context.locale),
  );
  serve(app, discountEndpoints.lawLimits, ({ body, context }) => discounts.lawLimits(body, context.locale));
};
