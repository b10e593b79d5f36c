import { asApp } from '../platform/work.ts';
import { resetFactorByOperator } from '../second-factor/index.ts';
import { runCommand } from './command.ts';
import { userArgument } from './user-argument.ts';

/**
 * `npm run user:reset-second-factor -- --user admin@x.co`: takes away the second factor of an
 * administrator who lost it and its recovery codes when no other administrator can (decision 91).
 */
const userName = userArgument('Usage: npm run user:reset-second-factor -- --user admin@x.co');

await runCommand('npm run user:reset-second-factor', async (platform) => {
  if (await asApp(platform, 'es', (work) => resetFactorByOperator(work, userName))) {
    console.log(`User ${userName} has no second factor now: they sign in with their password.`);
  } else {
    console.error(`User ${userName} has no second factor; nothing changed.`);
    process.exitCode = 1;
  }
});
