import { analysisEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createAnalysisService } from './analysis.service.ts';

export const registerAnalysisRoutes = (app: FastifyInstance, services: Services) => {
  const analysis = createAnalysisService(services);
  serve(app, analysisEndpoints.stats, ({ query }) => analysis.stats(query));
  serve(app, analysisEndpoints.tops, ({ query }) => analysis.tops(query));
  serve(app, analysisEndpoints.topsByActionType, ({ query }) => analysis.topsByActionType(query));
  serve(app, analysisEndpoints.overTime, ({ query }) => analysis.overTime(query));
};
