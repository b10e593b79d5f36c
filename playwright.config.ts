import { defineConfig } from '@playwright/test';

/** The end-to-end tests drive Debian's Chromium against the built app on a fresh embedded database. */
// E2E_PORT lets two checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 3999);
export const e2eDataDir = `.tmp/e2e-data-${port}`;
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
/** The admin's session, opened once through the login screen (e2e/global-setup.ts). */
export const e2eAdminSession = `.tmp/e2e-admin-session-${port}.json`;
/** The bearer of the installation operator's endpoints in the browser tests' server. */
export const e2eOperatorToken = 'e2e-operator-token-of-the-browser-tests';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A screen that waits on several answers from the embedded database's one connection takes more
  // than 10 s on a loaded 2-core machine; a passing test never waits this out.
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [['list']],
  use: {
    baseURL: e2eBaseUrl,
    locale: 'es-CO',
    // A reader who asked for less motion: the app stands still for them (antd's motion off), and
    // the tests need not wait out a dialog's fade before reading or scanning it.
    reducedMotion: 'reduce',
    // Recording a trace for every test to keep the failures' cost a third of the run (the processes
    // spec: 122 s traced, 82 s not). A failure keeps its screenshot and the page's accessibility
    // tree (error-context.md); `--trace retain-on-failure` records traces for a run being diagnosed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // scripts/ensure-test-tools.mjs (run first by `npm test`) finds or installs it.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/v1/health/`,
    reuseExistingServer: false,
    // A fresh database is migrated and its demo company seeded first: slow on a loaded machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      SEED_ADMIN_PASSWORD: 'Admin123!',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The metrics screens' figures follow the test's filings within a second.
      METRICS_FOLD_SECONDS: '1',
      SMTP_URL: '',
      DATABASE_URL: '',
      // The webhooks spec's receiver is plain http on loopback.
      OUTBOUND_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      // The installation operator's endpoint moves integration requests (e2e/integrations.spec.ts).
      OPERATOR_TOKEN: e2eOperatorToken,
    },
  },
});
