import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export interface TBundledChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The chunks it imports statically: what loads with it. */
  imports: string[];
}

/**
 * Builds `input` the way the console's build does (unminified, kept in memory) with only `plugins`:
 * what the build plugins' tests read, as a reader of the bundle would.
 */
export const bundleForTest = async (
  input: string,
  plugins: Plugin[],
  options: { format?: 'es' | 'iife'; external?: (id: string) => boolean } = {},
): Promise<TBundledChunk[]> => {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('../', import.meta.url)),
    plugins,
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input,
        preserveEntrySignatures: 'strict',
        external: options.external,
        output: { format: options.format ?? 'es', name: 'bundled' },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((bundle) =>
    'output' in bundle
      ? bundle.output.flatMap((chunk) =>
          chunk.type === 'chunk'
            ? [{ fileName: chunk.fileName, code: chunk.code, isEntry: chunk.isEntry, imports: chunk.imports }]
            : [],
        )
      : [],
  );
};
