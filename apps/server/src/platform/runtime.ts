import path from 'node:path';
import { type Config, loadConfig } from './config.ts';
import { lockDataDir } from './datadir-lock.ts';
import { type Database, openDatabase } from './db.ts';
import { createMailer } from './mail.ts';
import { migrate } from './migrations.ts';
import { installationKey } from './secrets.ts';
import { StampedCache } from './stamped-cache.ts';
import { createStorage } from './storage.ts';
import { type Subscription, Subscriptions } from './subscriptions.ts';
import type { Platform } from './work.ts';

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
    const applied = await migrate(db, config.appDbRole, () => installationKey(config));
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

/** Sessions and forms in use at once, each a few kilobytes: tens of megabytes at most. */
const keptValues = 20_000;

/**
 * What every unit of work of a process reaches beyond its transaction, on an open database, with
 * the features' subscriptions (src/subscriptions.ts' allSubscriptions wherever the features' own
 * work runs). The process closes it at its end (`closePlatform`); the database stays the caller's.
 */
export function createPlatform(
  config: Config,
  db: Database,
  subscriptions: readonly Subscription[],
): Platform {
  return {
    config,
    db,
    storage: createStorage(config),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    kept: new StampedCache(keptValues),
    subscriptions: new Subscriptions(subscriptions),
  };
}

export function closePlatform(platform: Platform): void {
  platform.mailer.close();
  platform.storage.close?.();
}
