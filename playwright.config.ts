import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
 * built client and a fresh embedded database in tmp/e2e-data.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'tmp/e2e-data';
/** The built client to serve; parallel work trees of one checkout can build into their own. */
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // Under CI a failed test runs once more, and the summary counts a pass on the retry as "flaky"
  // (scripts/test-all.mjs prints how many and which): visible, not blocking. Two page tests timed out
  // once each under load on 2026-12-07 and passed alone 24 of 24 (docs/testing.md, "Flaky under load").
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // Not the default `test-results`: the scene suite's folder sits beside it (test-results/visual), and each
  // suite empties only its own folder when it starts (they run side by side in `npm test`).
  outputDir: 'test-results/e2e',
  use: {
    ...devices['Pixel 7'],
    // The Pixel 7's screen, touch and user agent at device scale 1, not its 2.625: Chromium here rasterises
    // every page on the CPU, and 6.9× the pixels cost the suite a fifth of its CPU time (measured on
    // 2026-12-06: 241 → 185 core-seconds on the jackpot, console and games specs) and no assertion.
    // Layout is in CSS pixels either way; the scenes at a phone's 2× are the visual suite's
    // (playwright.visual.config.ts, docs/testing.md).
    deviceScaleFactor: 1,
    // Players who ask for less motion get the same screens without the ambient animation, and Chromium
    // here draws every animated frame on the CPU: an endless animation costs a core while a spec reads
    // the page (docs/testing.md). The scene specs already asked for it; a spec may ask for 'no-preference'.
    reducedMotion: 'reduce',
    // The service worker answers /assets requests itself, out of page.route's sight; the PWA specs allow it.
    serviceWorkers: 'block',
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    // A failed test keeps its trace: every action with the page's DOM before and after, the network and
    // the console. Not the screencast: encoding frames all through every passing test cost 7–8% of the
    // suite's CPU (measured 2026-12-06); a failure still gets its own screenshot below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh database each run; the client must already be built (npm test builds it first).
    // tests/e2e/server-config.ts sets the operator settings the specs need before the first start.
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx tests/e2e/server-config.ts && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    // TRUST_PROXY: the browser's requests may carry their own address (helpers.ts ownAddress).
    // SWERTE_TEST_CLOCK: specs move the server's clock (helpers.ts advanceServerClock; docs/testing.md).
    env: { PORT: String(E2E_PORT), HOST: '127.0.0.1', DATA_DIR: E2E_DATA_DIR, DIST_DIR, LOG_LEVEL: 'warn', DATABASE_URL: '', TRUST_PROXY: '127.0.0.1', SWERTE_TEST_CLOCK: '1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
