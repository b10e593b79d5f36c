import { CompanyCreateInput } from '@custodia/contracts';
import { ConfigError } from './platform/config.ts';
import { DataDirLocked } from './platform/datadir-lock.ts';
import { openRuntime } from './platform/runtime.ts';
import { asApp } from './platform/work.ts';

const DEMO_COMPANY = { domain: 'demo.co', name: 'Demo S.A.S.', tax_id: '900000001' };

async function main(): Promise<void> {
  // The embedded database boots (mostly WebAssembly, over a second) while the rest of the server
  // loads: a start-up cost paid once instead of twice in a row (docs/decisions.md, "Start without rebuilding").
  const [runtime, { buildApp }, { createCompany, hasNoCompany }, { seedDemoContent }] =
    await Promise.all([
      openRuntime('the Custodia server'),
      import('./app.ts'),
      import('./company/company.service.ts'),
      import('./demo/demo-content.ts'),
    ]);
  const { config } = runtime;
  const app = await buildApp(config, runtime.db);
  if (runtime.applied.length > 0) app.log.info({ applied: runtime.applied }, 'migrations applied');

  if (config.seedDemo && (await asApp(app.platform, 'es', hasNoCompany))) {
    const created = await asApp(app.platform, 'es', (work) =>
      createCompany(
        work,
        CompanyCreateInput.parse({ ...DEMO_COMPANY, admin_password: config.seedAdminPassword }),
      ),
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
