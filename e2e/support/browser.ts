import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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

  return {
    async newPage(options: { width?: number; height?: number } = {}): Promise<Page> {
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
      return page;
    },
    /** a console error this test provokes on purpose (a refused request, say) */
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}
