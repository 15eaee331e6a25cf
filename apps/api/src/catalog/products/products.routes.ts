import { Readable } from 'node:stream';
import {
  productEndpoints,
  publicProductEndpoints,
  publisherPriceEndpoints,
  supplyEndpoints,
} from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createProductService } from './products.service.ts';
import { createPublicProductService } from './public-products.service.ts';
import { publisherPricesOf } from './publisher-prices.ts';
import { createSupplyService } from './supplies.service.ts';

export const registerProductRoutes = (app: FastifyInstance, services: Services) => {
  const products = createProductService(services);
  serve(app, productEndpoints.list, ({ query }) => products.list(query));
  serve(app, productEndpoints.get, ({ query }) => products.get(query.id));
  serve(app, productEndpoints.create, ({ body, context }) => products.create(body, context));
  serve(app, productEndpoints.update, ({ body, context }) => products.update(body, context));
  serve(app, productEndpoints.remove, ({ query, context }) => products.remove(query.id, context));
  serve(app, productEndpoints.setVisibility, ({ body, context }) => products.setVisibility(body, context));
  serve(app, productEndpoints.byEan, ({ query }) => products.byEan(query.ean));
  serve(app, productEndpoints.byEans, ({ query }) => products.byEans(query.eans));
  serve(app, productEndpoints.availabilities, async ({ context }) => products.availabilities(context.locale));
  serve(app, productEndpoints.variationTypes, async ({ context }) => products.variationTypes(context.locale));

  serveRaw(app, productEndpoints.exportCsv, { produces: ['text/csv'] }, async ({ query, request, reply }) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="produits-${day}.csv"`)
      .send(Readable.from(products.exportCsv(query, request.context.locale)));
  });

  const supplies = createSupplyService(services);
  serve(app, supplyEndpoints.list, ({ query }) => supplies.list(query.productId));
  serve(app, supplyEndpoints.record, ({ body, context }) => supplies.record(body, context));
  serve(app, publisherPriceEndpoints.list, async ({ query }) => {
    await products.get(query.productId);
    return publisherPricesOf(services.db, query.productId);
  });

  const publicProducts = createPublicProductService(services);
  serve(app, publicProductEndpoints.byEan, ({ query }) => publicProducts.byEan(query.ean));
  serve(app, publicProductEndpoints.byEans, ({ query }) => publicProducts.byEans(query.eans));
  serve(app, publicProductEndpoints.byId, ({ query }) => publicProducts.byId(query.id));
  serve(app, publicProductEndpoints.byIds, ({ query }) => publicProducts.byIds(query.ids));
};
