import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * Lighthouse's mobile preset (throttled 4G, mid-range phone) against Debian's chromium, one run per page.
 * The flags keep Chromium off the network this machine does not have.
 */
export async function lighthouseScores(urls: readonly string[]) {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const rows: Record<string, string | number>[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      });
      const categories = result?.lhr.categories ?? {};
      const row: Record<string, string | number> = { page: new URL(url).pathname };
      for (const key of LIGHTHOUSE_CATEGORIES) row[key] = Math.round((categories[key]?.score ?? 0) * 100);
      const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
      row['LCP ms'] = lcp === undefined ? '-' : Math.round(lcp);
      const tbt = result?.lhr.audits['total-blocking-time']?.numericValue;
      row['TBT ms'] = tbt === undefined ? '-' : Math.round(tbt);
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
