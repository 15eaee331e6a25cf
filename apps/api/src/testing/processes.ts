import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });

/** The real API entry point, as `npm start` and production run it. */
const apiMain = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The API in a process of its own (`main.ts`), with `settings` as its whole environment besides
 * PATH (or over the caller's own with `inheritEnv`); resolves once it answers /health. `stderr`
 * keeps what it logged, to explain a failure, unless `showOutput` passes its output through.
 */
export const spawnApi = async (
  settings: Record<string, string>,
  options: { inheritEnv?: boolean; showOutput?: boolean; startSeconds?: number } = {},
) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [apiMain], {
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH }),
      ...settings,
      PORT: String(port),
    },
    stdio: options.showOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const startSeconds = options.startSeconds ?? 90;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not start in ${startSeconds} s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    /** The process, for reading its memory from /proc. */
    pid: child.pid,
    get stderr() {
      return stderr;
    },
    /** Sends `signal` and resolves once the process is gone. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
};
export type ApiProcess = Awaited<ReturnType<typeof spawnApi>>;
