import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config.ts';

export const ADMIN = { userName: 'admin@demo.co', password: 'Admin123!' };

export async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('login-user-name').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The demo company's admin, landed on the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await logIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL('/');
}

/** Picks an option of an antd select by its visible title. */
export async function choose(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByTitle(option, { exact: true }).click();
}

/**
 * Waits for the embedded mode's outbox (DATA_DIR/outbox/*.eml) to hold a message to the address
 * with a link, and returns the link: the same file a person would open in a mail client.
 */
export async function linkMailedTo(address: string, after: Date): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect(async () => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const messages = files
      .map((name) => path.join(outbox, name))
      .filter((file) => fs.statSync(file).mtime >= after)
      .map((file) => decodeQuotedPrintable(fs.readFileSync(file, 'latin1')))
      .filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text));
    link = messages.at(-1)?.match(/http:\/\/127\.0\.0\.1:\d+\/[^\s]+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return link as string;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
