import { asApp } from '../platform/work.ts';
import { unlockByOperator } from '../users/index.ts';
import { runCommand } from './command.ts';
import { userArgument } from './user-argument.ts';

/**
 * `npm run user:unlock -- --user admin@x.co`: unlocks an account when no administrator of its
 * company is left to do it (decision 6).
 */
const userName = userArgument('Usage: npm run user:unlock -- --user admin@x.co');

await runCommand('npm run user:unlock', async (platform) => {
  if (await asApp(platform, 'es', (work) => unlockByOperator(work, userName))) {
    console.log(`User ${userName} unlocked: they may log in with their password.`);
  } else {
    console.error(`User ${userName} is not locked; nothing changed.`);
    process.exitCode = 1;
  }
});
