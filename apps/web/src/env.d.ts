/// <reference types="vite/client" />
import type { TClient } from '@colophon/contract';

declare global {
  /** The client this console was built for (vite.config.ts, from clients/<id>.json). */
  const __CLIENT__: TClient;
}
