import { defineConfig } from '@playwright/test';
import { browserPaths } from './scripts/ensure-test-tools.mjs';

/** The end-to-end tests drive Debian's Chromium against the built app on a fresh embedded database. */
// E2E_PORT lets two checkouts run their browser tests side by side: each Playwright worker drives
// a server of its own, on E2E_PORT plus the worker's slot, with a fresh embedded database, so two
// workers' tests never see each other's data. E2E_WORKERS sets how many (one on a loaded machine).
const firstPort = Number(process.env.E2E_PORT ?? 3999);
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** The server of a worker's slot: where it listens, keeps its data, and the admin's session on it. */
function e2eServer(slot: number) {
  const port = firstPort + slot;
  return {
    port,
    dataDir: `.tmp/e2e-data-${port}`,
    baseUrl: `http://127.0.0.1:${port}`,
    /** The admin's session, opened once through the login screen (e2e/global-setup.ts). */
    adminSession: `.tmp/e2e-admin-session-${port}.json`,
  };
}

/** Every worker's server: Playwright starts them all, and global setup logs the admin in on each. */
export const e2eServers = Array.from({ length: workers }, (_, slot) => e2eServer(slot));
// Playwright names the slot in a worker's process, which loads this file again; the main process
// (starting the servers, global setup) has none.
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const e2eDataDir = own.dataDir;
export const e2eBaseUrl = own.baseUrl;
export const e2eAdminSession = own.adminSession;
export const e2eOperatorToken = 'e2e-operator-token-of-the-browser-tests';

const browsers = browserPaths();
/** The specs that read a PDF in the browser's own viewer. */
const pdfViewerSpecs = /stickers\.spec\.ts$/;

function browser(executablePath: string) {
  return {
    launchOptions: {
      executablePath,
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
  };
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
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
  },
  // Debian's headless shell runs the tests on about a quarter less CPU than the full browser
  // (three specs, 124 s against 167 s); it has no PDF viewer, so a sticker opened in a new tab stays
  // blank there, and the specs that open one run in Chromium. scripts/ensure-test-tools.mjs (run
  // first by `npm test`) finds or installs both.
  projects: [
    { name: 'chromium-headless-shell', testIgnore: pdfViewerSpecs, use: browser(browsers.shell) },
    { name: 'chromium', testMatch: pdfViewerSpecs, use: browser(browsers.chromium) },
  ],
  webServer: e2eServers.map(({ port, dataDir, baseUrl }) => ({
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    url: `${baseUrl}/api/v1/health/`,
    reuseExistingServer: false,
    // A fresh database is migrated and its demo company seeded first: slow on a loaded machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ADMIN_PASSWORD: 'Admin123!',
      PUBLIC_URL: baseUrl,
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
  })),
});
