import { chromium, type FullConfig } from '@playwright/test';
import { e2eServers } from '../playwright.config.ts';
import { logInAsAdminOnScreen } from './support.ts';

/**
 * Logs the demo admin in once on each worker's server, through the login screen, and keeps the
 * session for the tests that only need to be the admin (logInAsAdmin): the suite logged in about a
 * hundred times before. Playwright starts the web servers before this runs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const { locale, launchOptions } = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    for (const server of e2eServers) {
      const page = await browser.newPage({ baseURL: server.baseUrl, locale });
      await logInAsAdminOnScreen(page);
      await page.context().storageState({ path: server.adminSession });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
