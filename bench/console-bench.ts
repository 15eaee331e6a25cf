/**
 * `npm run bench:console`: the console's production build, served as `npm start` serves it (`vite
 * build`, then `vite preview`), against the real API (demo shop plus staff up to 50 users), in
 * headless Debian Chromium. It prints, beside react-admin 5 measured in the same run (bench/react-admin:
 * an orders list of 25 rows on in-memory data and its edit form, built and previewed the same way,
 * its loads alternating with the console's) and the aim (half of it):
 * - the gzipped JavaScript downloaded before the first row of /account shows, and before the
 *   sign-in form of /login shows;
 * - navigation → first row of /account, median of cold loads (each in a new browser context, with a
 *   fresh session put in the `colophon` cookie before the clock starts), and again at 4× CPU;
 * - row click in /account → loaded detail form (/account/detail?id=…);
 * and the same three for react-admin's orders list (/#/orders → /#/orders/:id).
 * BENCH_RUNS changes the number of loads (7).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { TSessionToken } from '../packages/contract/src/index.ts';
import { BENCH_ADMIN, freePort, startApi } from './api-process.ts';
import { buildConsole, buildReactAdmin, startPreview, startReactAdminPreview } from './console-process.ts';
import { table } from './measure.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const USERS = 50;
const CPU_SLOWDOWN = 4;
/** The list's data rows (ListTable: its empty state is not a row). */
const FIRST_ROW = 'tbody tr[data-row-id]';
const LOGIN_FORM = 'form input[name="userName"]';
const DETAIL_USER_NAME = 'form[data-testid="user-form"] input[name="userName"]';
/** react-admin's Datagrid rows, and its edit form's first input. */
const RA_FIRST_ROW = 'tbody tr.RaDatagrid-row';
const RA_DETAIL_REFERENCE = 'form input[name="reference"]';

/** What the page-side probes leave on `window`, in ms since the navigation started. */
interface BenchWindow {
  __benchSeen?: number;
  __benchClick?: number;
  __benchForm?: number;
}

interface ResourceEntry {
  url: string;
  startTime: number;
  responseEnd: number;
  encoded: number;
  decoded: number;
}

interface PageTimings {
  /** The HTML received; parsed (what it names is requested by then); DOMContentLoaded (its module has run). */
  html: number;
  domInteractive: number;
  domContentLoaded: number;
  resources: ResourceEntry[];
}

/** Page side, from the document's first script: when the selector first matches. */
function watchFirst(selector: string) {
  const bench = window as unknown as BenchWindow;
  const observer = new MutationObserver(() => {
    if (bench.__benchSeen === undefined && document.querySelector(selector)) {
      bench.__benchSeen = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Page side, before a click: the click's time, and when the input holds the value. */
function watchForm({ selector, value }: { selector: string; value: string }) {
  const bench = window as unknown as BenchWindow;
  bench.__benchClick = undefined;
  bench.__benchForm = undefined;
  document.addEventListener(
    'click',
    (event) => {
      bench.__benchClick ??= event.timeStamp;
    },
    { capture: true, once: true },
  );
  const check = () => {
    if (bench.__benchForm !== undefined) return true;
    const input = document.querySelector<HTMLInputElement>(selector);
    if (input?.value !== value) return false;
    bench.__benchForm = performance.now();
    return true;
  };
  // Insertions are seen at once; a value set later is seen at the next frame.
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  const frame = () => {
    if (check()) observer.disconnect();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function pageTimings(): PageTimings {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    html: navigation?.responseEnd ?? 0,
    domInteractive: navigation?.domInteractive ?? 0,
    domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
    resources: performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        url: resource.name,
        startTime: resource.startTime,
        responseEnd: resource.responseEnd,
        encoded: resource.encodedBodySize,
        decoded: resource.decodedBodySize,
      };
    }),
  };
}

const MILESTONES = [
  'HTML received',
  'entry JS received (named by index.html)',
  'entry JS has run (DOMContentLoaded)',
  'first API call sent',
  'route JS received (last chunk)',
  'API answers received (last)',
  'first row in the DOM',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface JsFile {
  path: string;
  start: number;
  end: number;
  /** Named by index.html (entry and modulepreload), else imported at run time (routes). */
  entry: boolean;
  gzipBytes: number;
  /** Compressed by `vite preview` itself (else gzipped here with zlib). */
  served: boolean;
}

const loadAtStart = loadavg();
const temp = mkdtempSync(join(tmpdir(), 'colophon-console-bench-'));
const outDir = join(temp, 'console');
const consolePort = await freePort();
const consoleUrl = `http://127.0.0.1:${consolePort}`;
const reactAdminPort = await freePort();
const reactAdminUrl = `http://127.0.0.1:${reactAdminPort}`;
const cleanups: (() => Promise<unknown> | unknown)[] = [() => rmSync(temp, { recursive: true, force: true })];

try {
  console.log('Starting the API (demo shop) …');
  const api = await startApi({
    startSeconds: 900,
    env: {
      SEED_DEMO: 'true',
      // /account shows no cover; making them meanwhile would take the CPU the loads are timed on.
      SEED_DEMO_COVERS: 'false',
      CORS_ORIGINS: consoleUrl,
      CONSOLE_URL: consoleUrl,
      STORAGE_DIR: join(temp, 'storage'),
    },
  });
  cleanups.unshift(async () => {
    await api.stop();
    api.removeData();
  });

  const json = { 'content-type': 'application/json', pragma: 'no-cache' };
  const signIn = async (): Promise<TSessionToken> => {
    const response = await fetch(`${api.url}/BackOffice/Authentication/Token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(BENCH_ADMIN),
    });
    const result = (await response.json()) as { entityOutput?: TSessionToken; errors: string[] };
    if (!result.entityOutput)
      throw new Error(`cannot sign in (${response.status}): ${result.errors.join(', ')}`);
    return result.entityOutput;
  };
  const adminToken = (await signIn()).accessToken;
  const listUsers = async () => {
    const response = await fetch(`${api.url}/BackOffice/User/Users?page=1&pageSize=200`, {
      headers: { ...json, authorization: `Bearer ${adminToken}` },
    });
    const result = (await response.json()) as {
      entityOutput?: { items: { userName: string }[]; totalCount: number };
    };
    if (!result.entityOutput) throw new Error(`cannot list the users (${response.status})`);
    return result.entityOutput;
  };
  const existing = await listUsers();
  for (let index = existing.totalCount; index < USERS; index += 1) {
    const userName = `bench.staff${index}`;
    const response = await fetch(`${api.url}/BackOffice/User/User`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        userName,
        email: `${userName}@librairie-bench.fr`,
        firstName: 'Camille',
        lastName: `Banc ${index}`,
        password: 'bench-staff-password',
      }),
    });
    if (!response.ok)
      throw new Error(`cannot create ${userName} (${response.status}): ${await response.text()}`);
  }
  const users = await listUsers();
  const userNames = new Set(users.items.map((user) => user.userName));

  console.log(`Building the console (generic client, API ${api.url}) …`);
  const builtAt = performance.now();
  await buildConsole({ outDir, apiUrl: api.url });
  const buildSeconds = (performance.now() - builtAt) / 1000;
  const preview = await startPreview({ outDir, port: consolePort });
  cleanups.unshift(preview.stop);

  console.log('Building the react-admin 5 anchor (bench/react-admin) …');
  const reactAdminBuiltAt = performance.now();
  await buildReactAdmin({ outDir: join(temp, 'react-admin') });
  const reactAdminBuildSeconds = (performance.now() - reactAdminBuiltAt) / 1000;
  const reactAdminPreview = await startReactAdminPreview({
    outDir: join(temp, 'react-admin'),
    port: reactAdminPort,
  });
  cleanups.unshift(reactAdminPreview.stop);

  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.unshift(() => browser.close());

  /** Gzip of the bytes served, for a file that `vite preview` did not compress. */
  const zlibSizes = new Map<string, number>();
  const zlibSize = async (url: string) => {
    let size = zlibSizes.get(url);
    if (size === undefined) {
      const body = Buffer.from(
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      size = gzipSync(body).length;
      zlibSizes.set(url, size);
    }
    return size;
  };
  /** The JavaScript files of `origin` (the console's by default) whose response ended by `until` (ms since navigation start). */
  const jsFiles = async (timings: PageTimings, until: number, origin = consoleUrl): Promise<JsFile[]> => {
    const files: JsFile[] = [];
    for (const entry of timings.resources) {
      const url = new URL(entry.url);
      if (url.origin !== origin || !url.pathname.endsWith('.js')) continue;
      if (entry.responseEnd <= 0 || entry.responseEnd > until) continue;
      const served = entry.encoded > 0 && entry.encoded < entry.decoded;
      files.push({
        path: url.pathname,
        start: entry.startTime,
        end: entry.responseEnd,
        entry: entry.startTime <= timings.domInteractive,
        gzipBytes: served ? entry.encoded : await zlibSize(entry.url),
        served,
      });
    }
    return files.sort((a, b) => a.start - b.start || a.end - b.end);
  };
  const sum = (files: JsFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

  const isApi = (url: string) => new URL(url).origin === api.url;
  const latest = (values: number[]) => Math.max(0, ...values);
  /** Where the time of a load went, in ms since navigation start (MILESTONES). */
  const milestones = (timings: PageTimings, js: JsFile[], seen: number) => {
    const calls = timings.resources.filter((entry) => isApi(entry.url) && entry.startTime <= seen);
    const answered = calls.filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= seen);
    return [
      timings.html,
      latest(js.filter((file) => file.entry).map((file) => file.end)),
      timings.domContentLoaded,
      calls.length ? Math.min(...calls.map((entry) => entry.startTime)) : 0,
      latest(js.filter((file) => !file.entry).map((file) => file.end)),
      latest(answered.map((entry) => entry.responseEnd)),
      seen,
    ];
  };

  /** A cold load in a new context: the time the selector first matches, and the JS loaded by then. */
  const coldLoad = async (
    path: string,
    selector: string,
    options: { signedIn: boolean; cpu: number; origin?: string },
  ) => {
    const origin = options.origin ?? consoleUrl;
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fr-FR',
    });
    await context.addInitScript(watchFirst, selector);
    if (options.signedIn) {
      // As the console stores a sign-in (lib/session): the token and a visitor id, JSON, URI-encoded.
      const value = encodeURIComponent(
        JSON.stringify({ ...(await signIn()), visitorGuid: crypto.randomUUID() }),
      );
      await context.addCookies([{ name: 'colophon', value, url: consoleUrl, sameSite: 'Strict' }]);
    }
    const page: Page = await context.newPage();
    page.setDefaultTimeout(60_000);
    if (options.cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    }
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).__benchSeen !== undefined,
      undefined,
      {
        polling: 100,
      },
    );
    const seen = await page.evaluate(() => (window as unknown as BenchWindow).__benchSeen ?? 0);
    const timings = await page.evaluate(pageTimings);
    const js = await jsFiles(timings, seen, origin);
    return { context, page, seen, js, milestones: milestones(timings, js, seen) };
  };

  /**
   * After the list has settled: click a row's second cell (the first is the selection checkbox: a user
   * name, an order reference), wait for the detail form's input to hold it.
   */
  const openDetail = async (page: Page, run: number, target: 'colophon' | 'reactAdmin' = 'colophon') => {
    await page.waitForLoadState('networkidle');
    await sleep(500);
    const rows = page.locator(target === 'colophon' ? FIRST_ROW : RA_FIRST_ROW);
    const cell = rows
      .nth(run % (await rows.count()))
      .locator('td')
      .nth(1);
    const value = ((await cell.textContent()) ?? '').trim();
    if (target === 'colophon' && !userNames.has(value))
      throw new Error(`a row's second cell reads "${value}", not a user name`);
    if (target === 'reactAdmin' && !value.startsWith('CMD-'))
      throw new Error(`a react-admin row's second cell reads "${value}", not an order reference`);
    await page.evaluate(watchForm, {
      selector: target === 'colophon' ? DETAIL_USER_NAME : RA_DETAIL_REFERENCE,
      value,
    });
    await cell.click();
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).__benchForm !== undefined,
      undefined,
      {
        polling: 100,
      },
    );
    const { click, form } = await page.evaluate(() => {
      const bench = window as unknown as BenchWindow;
      return { click: bench.__benchClick, form: bench.__benchForm };
    });
    if (click === undefined || form === undefined) throw new Error('the click or the form was not seen');
    const opened = new URL(page.url());
    if (target === 'colophon' ? !opened.search.includes('id=') : !/^#\/orders\/\d+/.test(opened.hash))
      throw new Error(`the row opened ${page.url()}`);
    return form - click;
  };

  console.log(
    `Measuring: ${RUNS} cold loads of /login, of /account, and of /account at ${CPU_SLOWDOWN}× CPU …`,
  );
  // Warm-up, not counted: the servers' first answers (JIT, file reads), not the browser's.
  for (const [path, selector, signedIn, origin] of [
    ['/account', FIRST_ROW, true, consoleUrl],
    ['/login', LOGIN_FORM, false, consoleUrl],
    ['/#/orders', RA_FIRST_ROW, false, reactAdminUrl],
  ] as const) {
    const warm = await coldLoad(path, selector, { signedIn, cpu: 1, origin });
    await warm.context.close();
  }

  const login = { times: [] as number[], bytes: [] as number[], files: [] as JsFile[] };
  for (let run = 0; run < RUNS; run += 1) {
    const loaded = await coldLoad('/login', LOGIN_FORM, { signedIn: false, cpu: 1 });
    if (new URL(loaded.page.url()).pathname !== '/login')
      throw new Error(`/login ended on ${loaded.page.url()}`);
    login.times.push(loaded.seen);
    login.bytes.push(sum(loaded.js));
    if (run === 0) login.files = loaded.js;
    await loaded.context.close();
  }

  const account = {
    times: [] as number[],
    bytes: [] as number[],
    idleBytes: [] as number[],
    detail: [] as number[],
    files: [] as JsFile[],
    milestones: [] as number[][],
  };
  const throttled = { times: [] as number[], detail: [] as number[], milestones: [] as number[][] };
  const reactAdmin = {
    times: [] as number[],
    bytes: [] as number[],
    detail: [] as number[],
    throttledTimes: [] as number[],
    throttledDetail: [] as number[],
    files: [] as JsFile[],
  };
  /** A cold load of react-admin's orders list and a row click, taking turns with the console's. */
  const reactAdminLoad = async (run: number, cpu: number) => {
    const loaded = await coldLoad('/#/orders', RA_FIRST_ROW, { signedIn: false, cpu, origin: reactAdminUrl });
    const detail = await openDetail(loaded.page, run, 'reactAdmin');
    if (cpu === 1) {
      reactAdmin.times.push(loaded.seen);
      reactAdmin.bytes.push(sum(loaded.js));
      reactAdmin.detail.push(detail);
      if (run === 0) reactAdmin.files = loaded.js;
    } else {
      reactAdmin.throttledTimes.push(loaded.seen);
      reactAdmin.throttledDetail.push(detail);
    }
    await loaded.context.close();
  };
  for (let run = 0; run < RUNS; run += 1) {
    const loaded = await coldLoad('/account', FIRST_ROW, { signedIn: true, cpu: 1 });
    account.times.push(loaded.seen);
    account.milestones.push(loaded.milestones);
    account.bytes.push(sum(loaded.js));
    if (run === 0) account.files = loaded.js;
    account.detail.push(await openDetail(loaded.page, run));
    // Everything the list page had loaded before the click, prefetched routes included.
    const clickedAt = await loaded.page.evaluate(() => (window as unknown as BenchWindow).__benchClick ?? 0);
    account.idleBytes.push(sum(await jsFiles(await loaded.page.evaluate(pageTimings), clickedAt)));
    await loaded.context.close();
    await reactAdminLoad(run, 1);
  }
  for (let run = 0; run < RUNS; run += 1) {
    const loaded = await coldLoad('/account', FIRST_ROW, { signedIn: true, cpu: CPU_SLOWDOWN });
    throttled.times.push(loaded.seen);
    throttled.milestones.push(loaded.milestones);
    throttled.detail.push(await openDetail(loaded.page, run));
    await loaded.context.close();
    await reactAdminLoad(run, CPU_SLOWDOWN);
  }

  const spread = (values: number[], unit: (value: number) => string) =>
    `${unit(Math.min(...values))} – ${unit(Math.max(...values))}`;
  const row = (
    measure: string,
    values: number[],
    unit: (value: number) => string,
    references: number[] | undefined,
  ): string[] => {
    const value = median(values);
    const reference = references === undefined ? undefined : median(references);
    return [
      measure,
      unit(value),
      spread(values, unit),
      reference === undefined || references === undefined
        ? '—'
        : `${unit(reference)} (${spread(references, unit)})`,
      reference === undefined ? '—' : unit(reference / 2),
      reference === undefined ? '—' : value <= reference / 2 ? 'yes' : 'no',
    ];
  };
  const load = (at: number[]) => at.map((value) => value.toFixed(1)).join(' ');
  console.log(
    `\nColophon console (generic client, vite build ${buildSeconds.toFixed(1)} s), real API with ${users.totalCount} users, ` +
      `react-admin 5 (vite build ${reactAdminBuildSeconds.toFixed(1)} s), in-memory data; ` +
      `headless Chromium ${browser.version()}, median of ${RUNS} cold loads each, taking turns; machine: ${cpus().length} CPUs, ` +
      `load average ${load(loadAtStart)} at the start, ${load(loadavg())} at the end\n`,
  );
  console.log(
    table(
      ['measure', 'Colophon', 'min – max', 'react-admin 5 (min – max)', 'aim (½)', 'within aim'],
      [
        row('gzipped JS before the first row', account.bytes, kB, reactAdmin.bytes),
        row('gzipped JS before the sign-in form of /login', login.bytes, kB, undefined),
        row('gzipped JS loaded by the row click (prefetch incl.)', account.idleBytes, kB, undefined),
        row('navigation → first row', account.times, seconds, reactAdmin.times),
        row(
          `navigation → first row, ${CPU_SLOWDOWN}× CPU`,
          throttled.times,
          seconds,
          reactAdmin.throttledTimes,
        ),
        row('row click → loaded detail form', account.detail, seconds, reactAdmin.detail),
        row(
          `row click → loaded detail form, ${CPU_SLOWDOWN}× CPU`,
          throttled.detail,
          seconds,
          reactAdmin.throttledDetail,
        ),
        row('navigation → sign-in form of /login', login.times, seconds, undefined),
      ],
    ),
  );
  const column = (runs: number[][], index: number) => runs.map((at) => at[index] ?? 0);
  console.log('\nWhere the time of /account goes (ms since navigation start, median of each milestone):');
  console.log(
    table(
      ['milestone', '/account', `/account, ${CPU_SLOWDOWN}× CPU`],
      MILESTONES.map((milestone, index) => [
        milestone,
        `${median(column(account.milestones, index)).toFixed(0)} ms`,
        `${median(column(throttled.milestones, index)).toFixed(0)} ms`,
      ]),
    ),
  );
  const chunks = (title: string, files: JsFile[]) => {
    console.log(`\n${title}`);
    console.log(
      table(
        ['file', 'named by', 'gzip', 'requested → received'],
        [
          ...files.map((file) => [
            `${file.path}${file.served ? '' : ' *'}`,
            file.entry ? 'index.html' : 'import()',
            kB(file.gzipBytes),
            `${file.start.toFixed(0)} → ${file.end.toFixed(0)} ms`,
          ]),
          [
            `${files.length} files`,
            `${files.filter((file) => file.entry).length} index.html`,
            kB(sum(files)),
            `entry ${kB(sum(files.filter((file) => file.entry)))}, routes ${kB(sum(files.filter((file) => !file.entry)))}`,
          ],
        ],
      ),
    );
  };
  chunks('JavaScript before the first row of /account (first measured load):', account.files);
  chunks('JavaScript before the sign-in form of /login (first measured load):', login.files);
  chunks(
    'react-admin 5: JavaScript before the first row of /#/orders (first measured load):',
    reactAdmin.files,
  );
  const all = [...account.files, ...login.files, ...reactAdmin.files];
  console.log(
    '\nHow: sizes are the gzip bytes on the wire (Resource Timing encodedBodySize) as `vite preview` serves them' +
      ` (Content-Encoding: gzip); ${all.filter((file) => !file.served).length} of ${all.length} files, marked *,` +
      ' came uncompressed (under its 1 kB threshold) and count as zlib.gzipSync of the bytes served; kB = 1000 bytes.' +
      '\nSigned in by putting a fresh API session in the `colophon` cookie before navigating (as the console stores' +
      ' it), no /login on the clock. Times run from navigation start (performance.timeOrigin) to the insertion of the' +
      ` first \`${FIRST_ROW}\` (MutationObserver); the row click runs from the click event's timeStamp to the detail` +
      ` form's user-name input holding the user's name, clicked once the list has settled (network idle + 0.5 s).` +
      ` ${CPU_SLOWDOWN}× CPU: Emulation.setCPUThrottlingRate. One warm-up load of each page is not counted.`,
  );
} finally {
  for (const cleanup of cleanups) await cleanup();
}
