import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * Scene suites on the gallery page (gallery.html): screenshots of every gallery state against the
 * baselines in tests/visual/__screenshots__, and the scene leak test. Its own server (tests/visual/server.ts),
 * port and report, beside the end-to-end suites. Baselines are Debian Chromium
 * on SwiftShader at device scale 2; `npm run test:visual:update` rewrites them (tests/visual/README.md).
 */
const PORT = Number(process.env.VISUAL_PORT ?? 4177);
const DIST_DIR = process.env.VISUAL_DIST_DIR ?? process.env.E2E_DIST_DIR ?? 'dist';

export default defineConfig({
  ...base,
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { ...base.expect, toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' } },
  reporter: [['list'], ['json', { outputFile: process.env.VISUAL_REPORT ?? 'reports/visual.json' }]],
  // Its own folder: `npm test` runs it beside the end-to-end suite, and each run empties its output folder first.
  outputDir: 'test-results/visual',
  use: {
    ...base.use,
    // The baselines are the scenes at full motion: the end-to-end suite's reduced motion is not theirs.
    reducedMotion: 'no-preference',
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 400, height: 700 },
    deviceScaleFactor: 2,
  },
  webServer: {
    // The built client under the production server's headers and static serving, gallery on, no database.
    command: 'node --import tsx tests/visual/server.ts',
    url: `http://127.0.0.1:${PORT}/gallery.html`,
    env: { PORT: String(PORT), DIST_DIR, LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
