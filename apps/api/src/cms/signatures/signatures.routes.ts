import { signatureEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createSignaturesService } from './signatures.service.ts';

export const registerSignatureRoutes = (app: FastifyInstance, services: Services) => {
  const signatures = createSignaturesService(services);
  serve(app, signatureEndpoints.get, ({ query }) => signatures.get(query.id));
  serve(app, signatureEndpoints.create, ({ body, context }) => signatures.create(body, context.user));
  serve(app, signatureEndpoints.update, ({ body, context }) => signatures.update(body, context.user));
  serve(app, signatureEndpoints.remove, ({ query, context }) => signatures.remove(query.id, context.user));
  serve(app, signatureEndpoints.localized, ({ query, context }) =>
    signatures.localized(query.id, context.locale),
  );
  serve(app, signatureEndpoints.localizedList, ({ query, context }) =>
    signatures.localizedList(query, context.locale),
  );
  serve(app, signatureEndpoints.pairs, ({ context }) => signatures.pairs(context.locale));
};
