import { seoEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { freeRelativeUrl } from './seo.service.ts';

export const registerSeoRoutes = (app: FastifyInstance, services: Services) => {
  serve(app, seoEndpoints.textToSeo, async ({ query }) => ({
    relativeUrl: await freeRelativeUrl(services.db, query.text, query.locale, query.postId),
  }));
};
