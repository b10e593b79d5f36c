import pino from 'pino';
import { createJobRunner } from './jobs.ts';
import { ConfigError } from './platform/config.ts';
import { DataDirLocked } from './platform/datadir-lock.ts';
import { closePlatform, createPlatform, openRuntime } from './platform/runtime.ts';
import { allSubscriptions } from './subscriptions.ts';

/**
 * `npm run worker`: a process that runs the jobs and the audit sealer and serves no HTTP. In
 * server mode, API processes run with JOBS_IN_PROCESS=false beside one or more of these on the
 * same PostgreSQL queue (docs/operations.md); claims skip what another worker holds.
 */
async function main(): Promise<void> {
  const runtime = await openRuntime('a Custodia worker');
  const { config } = runtime;
  const log = pino({ level: config.logLevel, redact: ['*.password', '*.token'] });
  if (runtime.applied.length > 0) log.info({ applied: runtime.applied }, 'migrations applied');
  const platform = createPlatform(config, runtime.db, allSubscriptions);
  const jobs = createJobRunner(platform, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    // Jobs under way finish first; none is claimed after this.
    await jobs.stop();
    closePlatform(platform);
    await runtime.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  jobs.start();
  console.log(
    `Custodia worker is running (database: ${runtime.db.kind}, ${config.jobsConcurrency} jobs at once)`,
  );
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirLocked ? error.message : error,
  );
  process.exit(1);
});
