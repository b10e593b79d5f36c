import { translate } from '@custodia/contracts';
import { AppError } from '../platform/errors.ts';
import { closePlatform, createPlatform, openRuntime } from '../platform/runtime.ts';
import type { Platform } from '../platform/work.ts';
import { allSubscriptions } from '../subscriptions.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Runs an operator's command on the configured database, as the server would, and closes it. A
 * refusal of the application ends the command with its Spanish text and exit code 1.
 */
export async function runCommand(
  holder: string,
  command: (platform: Platform) => Promise<void>,
): Promise<void> {
  const runtime = await openRuntime(holder).catch((error: Error) => fail(error.message));
  const platform = createPlatform(runtime.config, runtime.db, allSubscriptions);
  try {
    await command(platform);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(translate('es', `errors.${error.code}`));
    process.exitCode = 1;
  } finally {
    closePlatform(platform);
    await runtime.release();
  }
}
