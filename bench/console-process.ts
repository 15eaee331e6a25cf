import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** Runs vite in apps/web on this Node; resolves with the process, output kept for errors. */
const viteProcess = (
  args: string[],
  env: Record<string, string>,
  where: { cwd: string; vite: string } = { cwd: web, vite },
) => {
  const child = spawn(process.execPath, [where.vite, ...args], {
    cwd: where.cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
};

/** `vite build` of the console for a client, into outDir, calling the API at apiUrl (as `npm run build`). */
export const buildConsole = (options: { outDir: string; apiUrl: string; client?: string }) =>
  new Promise<void>((resolve, reject) => {
    const { child, output } = viteProcess(
      ['build', '--outDir', options.outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        CLIENT: options.client ?? 'generic',
        VITE_API_BASE_URL: options.apiUrl,
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output.join('')}`)),
    );
  });

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

/** `vite preview` of a build, as `npm start` serves the console, on 127.0.0.1:port. */
export const startPreview = async (options: {
  outDir: string;
  port: number;
  cwd?: string;
  vite?: string;
}) => {
  const { child, output } = viteProcess(
    [
      'preview',
      '--outDir',
      options.outDir,
      '--port',
      String(options.port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    {},
    { cwd: options.cwd ?? web, vite: options.vite ?? vite },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`vite preview exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`vite preview did not answer in 60 s:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => stopChild(child) };
};

const reactAdmin = fileURLToPath(new URL('./react-admin/', import.meta.url));
const reactAdminVite = fileURLToPath(new URL('./react-admin/node_modules/vite/bin/vite.js', import.meta.url));

/** Runs a command in bench/react-admin; resolves when it succeeds. */
const runIn = (folder: string, command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.join('')}`)),
    );
  });

/**
 * The react-admin 5 anchor (bench/react-admin, its own package.json outside the workspaces): installed
 * from its lock file when it is not yet (`npm ci` at the root stays lean), then built into outDir.
 */
export const buildReactAdmin = async (options: { outDir: string }) => {
  if (!existsSync(reactAdminVite))
    await runIn(reactAdmin, 'npm', ['ci', '--no-audit', '--no-fund', '--workspaces=false']);
  await runIn(reactAdmin, process.execPath, [
    reactAdminVite,
    'build',
    '--outDir',
    options.outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ]);
};

/** `vite preview` of the react-admin anchor's build, on 127.0.0.1:port. */
export const startReactAdminPreview = (options: { outDir: string; port: number }) =>
  startPreview({ ...options, cwd: reactAdmin, vite: reactAdminVite });
