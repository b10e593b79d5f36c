import { parseArgs } from 'node:util';
import { CompanyCreateInput, translate } from '@custodia/contracts';
import { createCompany } from '../company/index.ts';
import { asApp } from '../platform/work.ts';
import { fail, runCommand } from './command.ts';

const usage =
  'Usage: npm run tenant:create -- --domain x.co --name "X S.A.S." --tax-id 900123456 [--admin-password P]';

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

await runCommand('npm run tenant:create', async (platform) => {
  const created = await asApp(platform, 'es', (work) => createCompany(work, parsed.data));
  console.log(`Company ${created.company.domain} (${created.company.name}) created.`);
  console.log(`Administrator: ${created.adminUserName}`);
  if (created.passwordGenerated) {
    console.log(`Password: ${created.adminPassword} (shown only this once)`);
  }
});
