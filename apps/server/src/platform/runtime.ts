import { type Config, loadConfig } from './config.ts';
import { lockDataDir } from './datadir-lock.ts';
import { type Database, openDatabase } from './db.ts';
import { migrate } from './migrations.ts';

export type Runtime = { config: Config; db: Database; applied: string[]; release(): Promise<void> };

/**
 * What every process (server, worker, CLI) does first: read the configuration, take the data
 * folder's lock in embedded mode, open the database and bring its schema up to date.
 */
export async function openRuntime(holder: string): Promise<Runtime> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir, holder);
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrate(db, config.appDbRole);
    return {
      config,
      db,
      applied,
      async release() {
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
