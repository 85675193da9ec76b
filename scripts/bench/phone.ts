import { chromium, type Page } from 'playwright-core';
import { warmPage } from './lighthouse';

/** A mid-range phone on a slow mobile network, set through the DevTools protocol as the browser tests do. */
export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  latencyMs: 150,
} as const;

export async function emulatePhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
}

const SEARCH_OPEN = '[role="dialog"] input[type="search"]';

// Runs in the page before its own scripts: notes when the page went live and when the search dialog showed.
const WATCH = (searchOpen: string) => {
  const marks: Record<string, number> = {};
  Object.assign(window, { benchMarks: marks });
  new MutationObserver(() => {
    const now = performance.now();
    if (marks.live === undefined && document.documentElement.hasAttribute('data-live')) marks.live = now;
    if (marks.dialog === undefined && document.querySelector(searchOpen)) marks.dialog = now;
  }).observe(document, { attributes: true, childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

interface Marks {
  shown: number;
  tapped: number;
  lcp?: number;
  live?: number;
  dialog?: number;
}

/**
 * One cold visit per page under the phone profile: when the page first painted, when `<html data-live>` was
 * set (React has it), and when a tap on the search icon made at first paint had opened the search dialog;
 * all in ms from navigation start.
 */
export async function phoneFirstTap(urls: readonly string[]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const url of urls) {
      await warmPage(url);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      await emulatePhone(page);
      await page.addInitScript(WATCH, SEARCH_OPEN);
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const shown = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      );
      await page.getByRole('button', { name: 'Search', exact: true }).click({ timeout: 30_000 });
      const tapped = await page.evaluate(() => performance.now());
      // A tap lost before the page went live leaves the dialog shut: that shows as '-'.
      await page
        .getByRole('dialog')
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForSelector('html[data-live]', { state: 'attached', timeout: 30_000 });
      const marks = await page.evaluate(
        () => (window as unknown as { benchMarks: Omit<Marks, 'shown' | 'tapped'> }).benchMarks,
      );
      const ms = (n: number | undefined) => (n === undefined ? '-' : Math.round(n));
      rows.push({
        page: new URL(url).pathname,
        'painted ms': ms(shown),
        'LCP ms': ms(marks.lcp),
        'tapped ms': ms(tapped),
        'live ms': ms(marks.live),
        'search open ms': ms(marks.dialog),
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
