import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * The static shell build (STATIC_SHELL=1, built into dist-shell by `npm test`): its own server,
 * port, database and report, so it runs beside the main end-to-end suite's.
 */
const PORT = Number(process.env.E2E_SHELL_PORT ?? 4175);
const DATA_DIR = process.env.E2E_SHELL_DATA_DIR ?? 'tmp/e2e-shell-data';
const DIST_DIR = process.env.E2E_SHELL_DIST_DIR ?? 'dist-shell';

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-shell',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_SHELL_REPORT ?? 'reports/e2e-shell.json' }]],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, DIST_DIR, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
