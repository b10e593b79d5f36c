import { chromium, type FullConfig } from '@playwright/test';
import { e2eAdminSession } from '../playwright.config.ts';
import { logInAsAdminOnScreen } from './support.ts';

/**
 * Logs the demo admin in once, through the login screen, and keeps the session for the tests that
 * only need to be the admin (logInAsAdmin): the suite logged in about a hundred times before.
 * Playwright starts the web server before this runs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const { baseURL, locale, launchOptions } = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ baseURL, locale });
    await logInAsAdminOnScreen(page);
    await page.context().storageState({ path: e2eAdminSession });
  } finally {
    await browser.close();
  }
}
