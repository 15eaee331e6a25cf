/**
 * `npm start`: the demo bookshop on this machine. The API on http://localhost:53361 (embedded
 * PostgreSQL in ./data, seeded on first start), the console built and served on
 * http://localhost:3000, and a local mail catcher on 127.0.0.1:1025 that prints what the shop sends.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { startDevMailCatcher } from '../apps/api/src/mails/dev-mail-catcher.ts';

const children: ChildProcess[] = [];
const run = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${name} stopped (exit ${code})`);
    stopAll();
  });
  children.push(child);
};

let stopping = false;
const stopAll = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 25_000).unref();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

console.log('Building the console…');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

await startDevMailCatcher(1025).catch((error: Error) =>
  console.warn(
    `The mail catcher could not listen on 127.0.0.1:1025 (${error.message}); mails will wait in the mail log.`,
  ),
);
const seedDemo = process.env.SEED_DEMO ?? 'true';
if (seedDemo === 'true')
  console.log(
    'SEED_DEMO=true (set by npm start): an empty database gets the demo bookshop and its staff accounts, ' +
      'whose password is published. The API started on its own never does this.',
  );
const testPayments = process.env.TEST_PAYMENT_METHODS ?? 'true';
if (testPayments === 'true')
  console.log(
    'TEST_PAYMENT_METHODS=true (set by npm start): the public order intake takes the test payments ' +
      'FictiveValid and FictiveInvalid, for trying a site out. The API started on its own refuses them.',
  );
run('API', 'node', ['apps/api/src/main.ts'], {
  SEED_DEMO: seedDemo,
  TEST_PAYMENT_METHODS: testPayments,
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'colophon-admin',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
run('console', 'npm', ['run', 'preview', '-w', 'apps/web']);
console.log(
  `\nColophon: console http://localhost:3000 · API http://localhost:53361 (reference at /docs)\n` +
    `Sign in as admin / ${process.env.ADMIN_PASSWORD ?? 'colophon-admin'} (staff demo accounts: password colophon-demo)\n`,
);
