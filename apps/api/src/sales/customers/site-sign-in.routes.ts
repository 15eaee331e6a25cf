import { siteSignInEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createSiteSignInService } from './site-sign-in.service.ts';

export const registerSiteSignInRoutes = (app: FastifyInstance, services: Services) => {
  const signIn = createSiteSignInService(services);
  serve(app, siteSignInEndpoints.signInLink, ({ body, context }) => signIn.requestLink(body, context.locale));
  serve(app, siteSignInEndpoints.signIn, ({ body, context }) =>
    signIn.signIn(body.token, context.visitorGuid),
  );
};
