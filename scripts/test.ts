/**
 * `npm test`: type checks, lint and format, unit and API tests (PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set), then the browser tests. Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['type checks', ['tsc', '-p', 'tsconfig.json']],
  ['lint and format', ['biome', 'check', '.']],
  ['unit and API tests', ['vitest', 'run']],
  ['browser tests', ['npm', 'run', 'test:e2e']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command ?? '', args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ every step passed');
