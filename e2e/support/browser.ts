import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../src/domain/session';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const baseURL = () => inject('baseURL');

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
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

interface PageSize {
  width?: number;
  height?: number;
}

/**
 * A browser per test file and a fresh context per page; any console error or uncaught exception that a
 * test did not expect fails it.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    const unexpected = errors.splice(0).filter((e) => !allowed.some((re) => re.test(e)));
    allowed.length = 0;
    expect(unexpected, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: PageSize = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
    });
    contexts.push(context);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    return waitForLive(page);
  }

  return {
    newPage,
    /**
     * A page already signed in, as after a remembered login: the session cookie (httpOnly, as the store sets it)
     * and its readable hint are in the browser before the first page loads. A sign-out clears them, so it holds
     * across reloads.
     */
    async signedInPage(token: string, options: PageSize = {}): Promise<Page> {
      const page = await newPage(options);
      const expires = Math.floor(Date.now() / 1000) + 24 * 60 * 60;
      const cookie = { url: baseURL(), sameSite: 'Lax' as const, expires };
      await page.context().addCookies([
        { ...cookie, name: SESSION_COOKIE, value: token, httpOnly: true },
        { ...cookie, name: SESSION_HINT_COOKIE, value: '1' },
      ]);
      return page;
    },
    /** a console error this test provokes on purpose (a refused request, say) */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}

/** The session token a page's browser holds in its httpOnly cookie (a test calls the API with it), or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(baseURL());
  return cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
}
