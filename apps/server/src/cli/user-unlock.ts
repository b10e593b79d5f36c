import { parseArgs } from 'node:util';
import { LoginInput, translate } from '@custodia/contracts';
import { asApp } from '../platform/work.ts';
import { unlockByOperator } from '../users/index.ts';
import { fail, runCommand } from './command.ts';

/**
 * `npm run user:unlock -- --user admin@x.co`: unlocks an account when no administrator of its
 * company is left to do it (decision 6).
 */
const usage = 'Usage: npm run user:unlock -- --user admin@x.co';

const { values } = parseArgs({ options: { user: { type: 'string' } } });
const userName = LoginInput.shape.user_name.safeParse(values.user);
if (!userName.success) {
  fail(`${usage}\n  --user: ${translate('es', userName.error.issues[0]?.message ?? '')}`);
}

await runCommand('npm run user:unlock', async (platform) => {
  if (await asApp(platform, 'es', (work) => unlockByOperator(work, userName.data))) {
    console.log(`User ${userName.data} unlocked: they may log in with their password.`);
  } else {
    console.error(`User ${userName.data} is not locked; nothing changed.`);
    process.exitCode = 1;
  }
});
