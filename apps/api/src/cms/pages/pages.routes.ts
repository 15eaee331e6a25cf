import { blocEndpoints, pageEndpoints, pagePreviewEndpoints, publicPageEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createPagesService } from './pages.service.ts';

export const registerPageRoutes = (app: FastifyInstance, services: Services) => {
  const pages = createPagesService(services);
  serve(app, pageEndpoints.get, ({ query }) => pages.get(query.id));
  serve(app, pageEndpoints.create, ({ body, context }) => pages.create(body, context.user, context.locale));
  serve(app, pageEndpoints.update, ({ body, context }) => pages.update(body, context.user, context.locale));
  serve(app, pageEndpoints.remove, ({ query, context }) => pages.remove(query.id, context.user));
  serve(app, pageEndpoints.localized, ({ query, context }) => pages.localized(query.id, context.locale));
  serve(app, pageEndpoints.localizedList, ({ query, context }) => pages.localizedList(query, context.locale));
  serve(app, pageEndpoints.layouts, () => pages.layouts());
  serve(app, pageEndpoints.fullTree, () => pages.fullTree());
  serve(app, pageEndpoints.move, ({ body, context }) => pages.move(body, context.user));
  serve(app, blocEndpoints.types, () => pages.blocTypes());
  serve(app, blocEndpoints.widths, () => pages.blocWidths());
  serve(app, blocEndpoints.configuration, () => pages.blocConfiguration());
  serve(app, blocEndpoints.validate, ({ body, context }) => pages.validateBlocs(body, context.locale));
  serve(app, pagePreviewEndpoints.postsForBloc, ({ body, context }) =>
    pages.postsForBloc(body, context.locale),
  );
  serve(app, pagePreviewEndpoints.preview, ({ body }) => pages.preview(body));
  serve(app, publicPageEndpoints.byRelativeUrl, ({ query, context }) =>
    pages.publicPage(query.relativeUrl, context.locale),
  );
};
