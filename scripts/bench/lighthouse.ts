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
      const row: Record<string, string | number> = { page: new URL(url).pathname };
      const failure = await runOnce(url, chrome.port, row).catch((error: unknown) => String(error));
      if (failure) {
        // A run that failed has no score: printing 0 (or anything) would read as a measurement.
        row.result = `failed: ${failure}`;
        process.exitCode = 1;
      }
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/**
 * Asks for a page once as a guest, so the visit measured next is served from the guest cache as shoppers'
 * visits are: the first render after start-up (cold JIT, cold database) took the store 0.8–1.4 s on a loaded
 * machine, and Lighthouse counts the server's time into every paint. Cold rendering is measured on its own in
 * the catalogue section (docs/decisions/085-phones.md).
 */
export async function warmPage(url: string) {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
}

/** Fills `row` with one page's scores and timings; answers why the run failed, or null when it did not. */
async function runOnce(
  url: string,
  port: number,
  row: Record<string, string | number>,
): Promise<string | null> {
  await warmPage(url);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
  });
  if (!result) return 'Lighthouse returned no result';
  const { lhr } = result;
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const unscored = LIGHTHOUSE_CATEGORIES.filter((key) => typeof lhr.categories[key]?.score !== 'number');
  if (unscored.length > 0) return `no score for ${unscored.join(', ')}`;
  for (const key of LIGHTHOUSE_CATEGORIES) row[key] = Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  row['LCP ms'] = lcp === undefined ? '-' : Math.round(lcp);
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  row['TBT ms'] = tbt === undefined ? '-' : Math.round(tbt);
  row.result = 'ok';
  return null;
}
