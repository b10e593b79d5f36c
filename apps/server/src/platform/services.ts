import type { Config } from './config.ts';
import type { Database, Sql } from './db.ts';
import type { JobRunner } from './jobs.ts';
import type { FileStorage } from './storage.ts';
import { asApp, inTenant } from './tenancy.ts';

/** What every feature service works with; built once per process in app.ts. */
export type Services = {
  config: Config;
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
  /** A transaction scoped to one company (row-level security on). */
  inTenant<T>(tenantId: string, work: (tx: Sql) => Promise<T>): Promise<T>;
  /** A transaction as the application role with no company: system tables only. */
  asApp<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
};

export function createServices(parts: {
  config: Config;
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
}): Services {
  const role = parts.config.appDbRole;
  return {
    ...parts,
    inTenant: (tenantId, work) => inTenant(parts.db, role, tenantId, work),
    asApp: (work) => asApp(parts.db, role, work),
  };
}
