import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../src/domain/session';
import { expectNoSeriousA11yViolations, expectNoViolationsOf, type A11yOptions } from './a11y';
import { newCustomer } from './api';
import { baseURL } from './env';
import { staffToken } from './staff';

export { expect };

export interface PageSize {
  width?: number;
  height?: number;
}

/**
 * Server-rendered pages are on screen before their scripts run, and a click there before React has adopted
 * the page goes unheard: page loads here return once the app is live (main.tsx marks it).
 */
function waitForLive(page: Page): Page {
  const live = async <T extends Response | null>(response: T) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForSelector('html[data-live]', { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => live(await goto(...args));
  page.reload = async (...args) => live(await reload(...args));
  return page;
}

/**
 * The session cookie (httpOnly, as the store sets it) and its readable hint, as after a remembered login. A
 * sign-out clears them, so it holds across reloads.
 */
async function signIn(context: BrowserContext, token: string) {
  const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
  const cookie = { url: baseURL, sameSite: 'Lax' as const, expires };
  await context.addCookies([
    { ...cookie, name: SESSION_COOKIE, value: token, httpOnly: true },
    { ...cookie, name: SESSION_HINT_COOKIE, value: '1' },
  ]);
}

interface ConsoleGuard {
  watch(page: Page): void;
  allow(pattern: RegExp): void;
}

type Customer = Awaited<ReturnType<typeof newCustomer>>;

interface Fixtures {
  /** Any console error or uncaught exception in a test's pages that the test did not allow fails it. */
  consoleGuard: ConsoleGuard;
  /** a console error this test provokes on purpose (a refused request, say) */
  allowConsoleError: (pattern: RegExp) => void;
  /** A page in a fresh context of its own, for a test that needs several, or another size than the default. */
  newPage: (size?: PageSize) => Promise<Page>;
  /** A fresh page already signed in with a session token, as after a remembered login. */
  signedInPage: (token: string, size?: PageSize) => Promise<Page>;
  /** The seeded admin's API token, signed in as the dashboard does. */
  staffToken: string;
  /** A page signed in as the seeded admin, at a desk's width. */
  staffPage: Page;
  /** A new customer signed up through the API, with their password and token. */
  shopper: Customer;
  /** A page signed in as `shopper`. */
  shopperPage: Page;
  /** axe-core on a page as it stands (support/a11y.ts). */
  axe: {
    expectNoSeriousViolations(page: Page, options?: A11yOptions): Promise<void>;
    expectNoViolationsOf(page: Page, rules: string[], include?: string): Promise<void>;
  };
}

export const test = base.extend<Fixtures, { axeSource: string }>({
  consoleGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const errors: string[] = [];
      // The trace's snapshots fetch the page's blob: images (an upload's preview) from inside the page, and the
      // store's CSP refuses that connection: the trace's doing, not the page's (docs/decisions/080-browser-tests-on-playwright-test.md).
      const allowed: RegExp[] = [
        /^Connecting to 'blob:.*violates the following Content Security Policy directive: "connect-src/s,
      ];
      await use({
        watch(page) {
          page.on('console', (msg) => {
            if (msg.type() === 'error') errors.push(msg.text());
          });
          page.on('pageerror', (err) => errors.push(err.message));
        },
        allow: (pattern) => allowed.push(pattern),
      });
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleGuard }, use) => use(consoleGuard.allow),
  page: async ({ page, consoleGuard }, use) => {
    consoleGuard.watch(page);
    await use(waitForLive(page));
  },
  newPage: async ({ browser, consoleGuard, viewport }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (size = {}) => {
      // The config's `use` (base URL, locale, time zone, tracing) applies to a context made here too.
      const context = await browser.newContext({
        viewport: {
          width: size.width ?? viewport?.width ?? 1280,
          height: size.height ?? viewport?.height ?? 900,
        },
      });
      contexts.push(context);
      const page = await context.newPage();
      consoleGuard.watch(page);
      return waitForLive(page);
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
  signedInPage: async ({ newPage }, use) => {
    await use(async (token, size) => {
      const page = await newPage(size);
      await signIn(page.context(), token);
      return page;
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  staffToken: async ({}, use) => use(await staffToken()),
  staffPage: async ({ signedInPage, staffToken }, use) =>
    use(await signedInPage(staffToken, { width: 1440, height: 900 })),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  shopper: async ({}, use) => use(await newCustomer('Asha Menon')),
  shopperPage: async ({ signedInPage, shopper }, use) => use(await signedInPage(shopper.token)),
  axeSource: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) =>
      use(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')),
    { scope: 'worker' },
  ],
  axe: async ({ axeSource }, use) =>
    use({
      expectNoSeriousViolations: (page, options) => expectNoSeriousA11yViolations(axeSource, page, options),
      expectNoViolationsOf: (page, rules, include) => expectNoViolationsOf(axeSource, page, rules, include),
    }),
});

/** The session token a page's browser holds in its httpOnly cookie (a test calls the API with it), or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(baseURL);
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}
