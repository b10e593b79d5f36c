import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAsAdminOnScreen, logOut } from './support.ts';

/** ARCHITECTURE §8: the JavaScript of the login screen, gzip, as the server sends it. */
const LOGIN_BUDGET_BYTES = 200_000;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The built app runs under its Content-Security-Policy (no inline script) and arrives compressed
 * and cacheable (issue 10, points 6 and 23; docs/decisions.md 24–25).
 */
test('the app runs under its security policy without a single violation', async ({ page }) => {
  // Chromium reports every blocked script, style or frame on the console ("… violates the following
  // Content Security Policy directive …").
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await logInAsAdminOnScreen(page);
  await page.getByTestId('menu-users-list').click();
  await expectNoAxeViolations(page);
  await logOut(page);
  expect(violations).toEqual([]);
});

test('the login screen’s scripts arrive compressed and cached as immutable', async ({ page }) => {
  const scripts: { url: string; encoding?: string; caching?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      const headers = response.headers();
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        caching: headers['cache-control'],
      });
    }
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    expect(script.caching, script.url).toBe('public, max-age=31536000, immutable');
  }
});

test('the login screen loads at most 200 kB of JavaScript (gzip)', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  // Everything the screen asked for, its lazy chunks included, has arrived.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  // The gzip copy the build wrote beside each script is what the server sends for it.
  const sizes = [...scripts].map((script) => ({
    script,
    bytes: fs.statSync(path.join(dist, `${script}.gz`)).size,
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const listing = sizes
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ script, bytes }) => `  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${script}`);
  console.log(
    `Login route JavaScript: ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} files ` +
      `(budget ${LOGIN_BUDGET_BYTES / 1000} kB)\n${listing.join('\n')}`,
  );
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});
