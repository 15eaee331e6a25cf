import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleForTest } from './bundle-for-test.ts';
import { zodJitless } from './zod-jitless.ts';

/**
 * The console's policy forbids eval ('unsafe-eval' is not in script-src): a browser reports every
 * `new Function`, even one whose failure is caught, as a violation. The bundle runs here in a context
 * where, as under the policy, `Function` refuses to compile, and every attempt is counted.
 */

const form = fileURLToPath(new URL(`./zod-jitless-form-${process.pid}.ts`, import.meta.url));
afterAll(() => rmSync(form, { force: true }));
writeFileSync(
  form,
  [
    "import { authenticationEndpoints } from '@colophon/contract';",
    'export const check = (email: string) => authenticationEndpoints.forgotPassword.body.safeParse({ email }).success;',
  ].join('\n'),
);

/** Builds the form, runs it under a no-eval policy, checks two addresses; gives what tried to compile. */
const checkUnderPolicy = async (plugins: ReturnType<typeof zodJitless>[]) => {
  const [bundle] = await bundleForTest(form, plugins, { format: 'iife' });
  const compiled: string[] = [];
  const page = createContext(
    { reportViolation: (source: string) => compiled.push(source) },
    {
      codeGeneration: { strings: false, wasm: false },
    },
  );
  runInContext(
    `Function = new Proxy(Function, {
      construct(target, args) { reportViolation(args.join(', ')); return Reflect.construct(target, args); },
      apply(target, self, args) { reportViolation(args.join(', ')); return Reflect.apply(target, self, args); },
    });`,
    page,
  );
  runInContext(bundle?.code ?? '', page);
  const checks = runInContext('[bundled.check("reader@example.com"), bundled.check("not an address")]', page);
  return { checks: [...(checks as boolean[])], compiled };
};

describe('zod without eval', () => {
  it('when a console form checks its fields with a contract schema, then zod never tries to compile code, and the checks still hold', async () => {
    const { checks, compiled } = await checkUnderPolicy([zodJitless()]);
    expect(checks).toEqual([true, false]);
    expect(compiled).toEqual([]);
  });

  it('when zod is bundled without the plugin, then it tries to compile code (what the policy reports)', async () => {
    const { compiled } = await checkUnderPolicy([]);
    expect(compiled).not.toEqual([]);
  });
});
