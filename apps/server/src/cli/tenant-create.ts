import { parseArgs } from 'node:util';
import { CompanyCreateInput, translate } from '@custodia/contracts';
import { createCompany } from '../company/index.ts';
import { AppError } from '../platform/errors.ts';
import { closePlatform, createPlatform, openRuntime } from '../platform/runtime.ts';
import { asApp } from '../platform/work.ts';

const usage =
  'Usage: npm run tenant:create -- --domain x.co --name "X S.A.S." --tax-id 900123456 [--admin-password P]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    domain: { type: 'string' },
    name: { type: 'string' },
    'tax-id': { type: 'string' },
    'admin-password': { type: 'string' },
  },
});
const parsed = CompanyCreateInput.safeParse({
  domain: values.domain,
  name: values.name,
  tax_id: values['tax-id'],
  admin_password: values['admin-password'],
});
if (!parsed.success) {
  const problems = parsed.error.issues.map(
    (issue) => `  --${String(issue.path[0]).replace('_', '-')}: ${translate('es', issue.message)}`,
  );
  fail(`${usage}\n${problems.join('\n')}`);
}

const runtime = await openRuntime('npm run tenant:create').catch((error: Error) =>
  fail(error.message),
);
const platform = createPlatform(runtime.config, runtime.db);
try {
  const created = await asApp(platform, 'es', (work) => createCompany(work, parsed.data));
  console.log(`Company ${created.company.domain} (${created.company.name}) created.`);
  console.log(`Administrator: ${created.adminUserName}`);
  if (created.passwordGenerated) {
    console.log(`Password: ${created.adminPassword} (shown only this once)`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(translate('es', `errors.${error.code}`));
  process.exitCode = 1;
} finally {
  closePlatform(platform);
  await runtime.release();
}
