import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.ts';

const binaries = () => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'pg_ctl')));
  if (!found)
    throw new Error(`this test needs PostgreSQL's server binaries under ${root} (Debian: postgresql)`);
  return found;
};

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a temporary directory, a free port), that
 * a test may stop and start again without touching the machine's shared server. PostgreSQL refuses
 * to run as root: then its commands run as the `postgres` user.
 */
export const startPrivatePostgres = async () => {
  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    return execFileSync(file, fullArgs, { stdio: 'pipe', timeout: 60_000 }).toString();
  };
  const folder = mkdtempSync(join(tmpdir(), 'colophon-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(folder, 'server.log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
};
export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
