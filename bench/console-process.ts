import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** Runs vite in apps/web on this Node; resolves with the process, output kept for errors. */
const viteProcess = (args: string[], env: Record<string, string>) => {
  const child = spawn(process.execPath, [vite, ...args], {
    cwd: web,
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
export const startPreview = async (options: { outDir: string; port: number }) => {
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
