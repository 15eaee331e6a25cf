import { hostingEndpoints, type THosting } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';

const localeInfo = {
  fr: { id: 1, name: 'Français', code: 'fr' },
  en: { id: 2, name: 'English', code: 'en' },
} as const;

export const registerHostingRoutes = (app: FastifyInstance, { client }: Services) => {
  const hosting: THosting = {
    clientId: client.id,
    name: client.title,
    version: process.env.npm_package_version ?? '0.1.0',
    locales: client.locales.map((code) => localeInfo[code]),
    features: client.features,
  };
  serve(app, hostingEndpoints.get, async () => hosting);
};
