/** What playwright.config.ts reads of ensure-test-tools.mjs: the browsers it launches. */
export function browserPaths(env?: Record<string, string | undefined>): {
  shell: string;
  chromium: string;
};
