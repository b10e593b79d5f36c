import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** CI asks for a JSON report too, to print one closing line for every runner. */
const jsonReport = process.env.VITEST_JSON;

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Passwords at argon2id's lowest cost in the server's tests, and only there: what the
        // package's name resolves to here is the tests' (apps/server/test/cheap-argon2.ts says why).
        resolve: {
          alias: [
            {
              find: /^@node-rs\/argon2$/,
              replacement: fileURLToPath(
                new URL('apps/server/test/cheap-argon2.ts', import.meta.url),
              ),
            },
          ],
        },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two files at a time were no faster on CI's two cores, loaded by other work: one at a time.
          fileParallelism: false,
          // All files in one process, each module imported once: a fresh process per file spent
          // 172 s of the run importing the server again (nothing here mocks a module).
          isolate: false,
          // Migrates one database for the run, which each file's server copies (test-server.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
