import { parseArgs } from 'node:util';
import { LoginInput, translate } from '@custodia/contracts';
import { fail } from './command.ts';

/** The `--user name@domain` an operator's command about one account takes, or its usage and exit. */
export function userArgument(usage: string): string {
  const { values } = parseArgs({ options: { user: { type: 'string' } } });
  const userName = LoginInput.shape.user_name.safeParse(values.user);
  if (!userName.success) {
    fail(`${usage}\n  --user: ${translate('es', userName.error.issues[0]?.message ?? '')}`);
  }
  return userName.data;
}
