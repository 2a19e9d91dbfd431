// Playwright checks of a deployment by its address: BASE_URL=https://… npx playwright test (or npm run check:deployment -- https://…); see deploy/checks.md.
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';
import { rateLimitCheck } from './tests/deployment/budget.ts';
import { deploymentUrl } from './tests/deployment/fixtures.ts';

/** The checks a browser makes; they run in every project, the HTTP and MCP checks only in `desktop`, so four projects do not multiply the requests. */
const browserChecks = /pages\.spec\.ts$/;
/** Spends a client's minute on one endpoint: only with CHECK_RATE_LIMIT=1, and only after everything else. */
const rateLimitSpec = /rate-limit\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/deployment',
  testMatch: /\.spec\.ts$/,
  // Traces and screenshots of failed checks (`--output` moves them); the HTML report goes to playwright-report/ (PLAYWRIGHT_HTML_OUTPUT_DIR moves it).
  outputDir: 'test-results/deployment',
  // A flaky check is a finding, not something to retry away (`--retries` still overrides it).
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never' }], ['./tests/deployment/request-budget.ts']],
  use: {
    baseURL: deploymentUrl(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium: Playwright's own browser download is never used.
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  },
  projects: [
    { name: 'desktop', testIgnore: rateLimitSpec, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', testMatch: browserChecks, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'dark', testMatch: browserChecks, use: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' } },
    {
      name: 'phone-dark',
      testMatch: browserChecks,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, colorScheme: 'dark' },
    },
    ...(rateLimitCheck.enabled
      ? [{ name: 'rate-limit', testMatch: rateLimitSpec, dependencies: ['desktop', 'phone', 'dark', 'phone-dark'] }]
      : []),
  ],
});
