import type { Plugin } from 'vite';

/** zod's module that holds its global configuration and `config()`, which all of zod imports first. */
const ZOD_CONFIG = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * zod compiles fast object parsers with `new Function`, and probes for it first; under the console's
 * Content-Security-Policy (no 'unsafe-eval') the probe alone is reported as a violation. The console's
 * forms are small: interpreted parsing costs nothing here. So zod's own configuration module ends by
 * setting `jitless`: wherever and whenever zod loads (a form, the sign-in check, a screen that reads a
 * schema), it is jitless before any schema exists, and the first load, which has no zod, carries none
 * of it. A build where zod's module is no longer there fails rather than ship zod with its probe.
 */
export const zodJitless = (): Plugin => {
  let zodBundled = false;
  let configured = false;
  return {
    name: 'colophon-zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!ZOD.test(id)) return null;
      zodBundled = true;
      if (!ZOD_CONFIG.test(id)) return null;
      if (!/^export function config\(/m.test(code)) {
        this.error(`zod's ${id} no longer declares config(): find where zod keeps its global config`);
      }
      configured = true;
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
    },
    buildEnd() {
      if (zodBundled && !configured)
        this.error('zod is bundled but its config module was not found: zod would not be jitless');
    },
  };
};
