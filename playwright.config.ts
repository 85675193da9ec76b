import { defineConfig } from '@playwright/test';
import { baseURL } from './e2e/support/env';

/** The browser tests (docs/decisions/080-browser-tests-on-playwright-test.md). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  // One browser at a time: the machine has two cores and the server needs one.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  // A browser on a busy 2-core machine can take seconds to settle; assertions wait for it.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium: Playwright downloads no browser of its own.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx e2e/support/server.ts',
    url: `${baseURL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
