import { authenticationEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createAuthService } from './auth.service.ts';

export const registerAuthRoutes = (app: FastifyInstance, services: Services) => {
  const auth = createAuthService(services);
  serve(app, authenticationEndpoints.login, ({ body, context }) => auth.login(body, context));
  serve(app, authenticationEndpoints.refresh, async ({ body }) => {
    const session = await auth.refresh(body.token);
    // A replayed token: the user's sessions were revoked in the transaction above, which had to commit.
    if (!session) throw new AppError('unauthenticated', 'badRefreshToken');
    return session;
  });
  serve(app, authenticationEndpoints.logout, ({ body }) => auth.logout(body.token));
  serve(app, authenticationEndpoints.forgotPassword, ({ body }) => auth.forgotPassword(body.email));
  serve(app, authenticationEndpoints.resetPassword, ({ body }) =>
    auth.resetPassword(body.token, body.password),
  );
};
