import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsAdmin, logOut } from './support.ts';

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
  await logInAsAdmin(page);
  await page.getByTestId('menu-users-list').click();
  await expectAccessible(page);
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
  await expectAccessible(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    expect(script.caching, script.url).toBe('public, max-age=31536000, immutable');
  }
});
