import { shoppingCartEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createShoppingCartService } from './shopping-cart.service.ts';

export const registerShoppingCartRoutes = (app: FastifyInstance, services: Services) => {
  const cart = createShoppingCartService(services);
  serve(app, shoppingCartEndpoints.shippingMethods, async ({ context }) =>
    cart.shippingMethods(context.locale),
  );
  serve(app, shoppingCartEndpoints.paymentMethods, async ({ context }) =>
    cart.paymentMethods(context.locale),
  );
  serve(app, shoppingCartEndpoints.price, ({ body, context }) => cart.price(body, context));
  serve(app, shoppingCartEndpoints.order, ({ body, context }) => cart.order(body, context.locale, context));
};
