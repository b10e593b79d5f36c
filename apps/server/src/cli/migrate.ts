import { openRuntime } from '../platform/runtime.ts';

/** `npm run db:migrate`: brings the configured database's schema up to date and exits. */
const runtime = await openRuntime('npm run db:migrate').catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(
  runtime.applied.length > 0
    ? `Applied: ${runtime.applied.join(', ')}`
    : 'The database schema is up to date.',
);
await runtime.release();
