import type { Config } from './config.ts';
import type { Database, Sql } from './db.ts';
import type { JobRunner } from './jobs.ts';
import { StampedCache } from './stamped-cache.ts';
import type { FileStorage } from './storage.ts';
import { asApp, inTenant } from './tenancy.ts';

/** What every feature service works with; built once per process in app.ts. */
export type Services = {
  config: Config;
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
  /** Sessions' actors and forms read at a request's start, checked by the company's access stamp. */
  kept: StampedCache;
  /** A transaction scoped to one company (row-level security on). */
  inTenant<T>(tenantId: string, work: (tx: Sql) => Promise<T>): Promise<T>;
  /** A transaction as the application role with no company: system tables only. */
  asApp<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
};

/** Sessions and forms in use at once, each a few kilobytes: tens of megabytes at most. */
const keptValues = 20_000;

export function createServices(parts: {
  config: Config;
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
}): Services {
  const role = parts.config.appDbRole;
  return {
    ...parts,
    kept: new StampedCache(keptValues),
    inTenant: (tenantId, work) => inTenant(parts.db, role, tenantId, work),
    asApp: (work) => asApp(parts.db, role, work),
  };
}
