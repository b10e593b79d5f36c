import { CompanyCreateInput } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { createCompany, hasNoCompany } from './company/company.service.ts';
import { seedDemoContent } from './demo/demo-content.ts';
import { ConfigError } from './platform/config.ts';
import { DataDirLocked } from './platform/datadir-lock.ts';
import { openRuntime } from './platform/runtime.ts';

const DEMO_COMPANY = { domain: 'demo.co', name: 'Demo S.A.S.', tax_id: '900000001' };

const HOUR_MS = 3_600_000;

/**
 * PGlite runs no autovacuum: without this its planner statistics never refresh and dead rows are
 * never reclaimed. Runs once at start and then hourly.
 */
function maintainEmbeddedDatabase(app: FastifyInstance): NodeJS.Timeout {
  const run = () =>
    app.services.db
      .exec('VACUUM ANALYZE')
      .catch((error) => app.log.warn({ err: error }, 'embedded database maintenance failed'));
  void run();
  return setInterval(run, HOUR_MS);
}

async function main(): Promise<void> {
  const runtime = await openRuntime('the Custodia server');
  const { config } = runtime;
  const app = await buildApp(config, runtime.db);
  if (runtime.applied.length > 0) app.log.info({ applied: runtime.applied }, 'migrations applied');

  if (config.seedDemo && (await hasNoCompany(app.services))) {
    const created = await createCompany(
      app.services,
      CompanyCreateInput.parse({ ...DEMO_COMPANY, admin_password: config.seedAdminPassword }),
    );
    await seedDemoContent(app, {
      userName: created.adminUserName,
      password: created.adminPassword,
    });
    const password = created.passwordGenerated
      ? `password: ${created.adminPassword} (shown only this once)`
      : 'password: the value of SEED_ADMIN_PASSWORD';
    console.log(
      `\nDemo company ${DEMO_COMPANY.domain} created. Log in as ${created.adminUserName}, ${password}\n`,
    );
  }

  const maintenance = runtime.db.kind === 'pglite' ? maintainEmbeddedDatabase(app) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(maintenance);
    await app.close();
    await runtime.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`Custodia is running on ${config.publicUrl} (database: ${runtime.db.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLocked) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
