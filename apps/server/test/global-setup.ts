import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/platform/config.ts';
import { dumpMemoryDatabase, openDatabase, openMemoryDatabase } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrations.ts';
import { asPostgresAdmin, databaseUrl } from './postgres.ts';

/**
 * Applying the 30-odd migrations took most of a test file's setup, once per file. The HTTP tests'
 * run migrates one database before any file starts, and each file's server starts from a copy of
 * it (see startTestServer), which migrate() then finds complete.
 */
export type MigratedDatabase = { role: string } & (
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgresql'; template: string }
);

declare module 'vitest' {
  interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
    /** The PostgreSQL database of the run's shared server (test-server.ts), dropped at its end. */
    sharedDatabase: string;
  }
}

const serverDir = path.join(import.meta.dirname, '..');
const migrationsDir = path.join(serverDir, 'migrations');
const dumpDir = path.join(serverDir, '../../.tmp/test-databases');

/**
 * What a migrated PGlite depends on: the migrations, how they are applied, the role they grant to,
 * and the PGlite that wrote the data directory. A dump named by it is never stale.
 */
function pgliteKey(role: string): string {
  const hash = createHash('sha256').update(role);
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(pgliteEntry), '../package.json')));
  hash.update(fs.readFileSync(path.join(serverDir, 'src/platform/migrations.ts')));
  for (const name of fs.readdirSync(migrationsDir).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A migrated PGlite's data directory in a file, kept for the next runs while it is current. */
async function pgliteDump(role: string): Promise<string> {
  const file = path.join(dumpDir, `pglite-${pgliteKey(role)}.tar`);
  if (fs.existsSync(file)) return file;
  const db = await openMemoryDatabase();
  await migrate(db, role);
  const dump = await dumpMemoryDatabase(db);
  await db.close();
  // The dumps of older migrations are never read again.
  fs.rmSync(dumpDir, { recursive: true, force: true });
  fs.mkdirSync(dumpDir, { recursive: true });
  // Written whole under another name first: a run starting meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return file;
}

/**
 * A migrated PostgreSQL database of this run's own, for each file to copy: another run (another
 * checkout, other migrations) may be copying its own at the same time.
 */
async function postgresTemplate(url: string, role: string): Promise<string> {
  const template = `custodia_template_${randomBytes(6).toString('hex')}`;
  await asPostgresAdmin(url, `CREATE DATABASE ${template}`);
  const db = await openDatabase({
    databaseUrl: databaseUrl(url, template),
    dataDir: os.tmpdir(),
    poolSize: 1,
  });
  try {
    await migrate(db, role);
  } catch (error) {
    await db.close();
    await asPostgresAdmin(url, `DROP DATABASE ${template}`);
    throw error;
  }
  // CREATE DATABASE refuses a template anyone is connected to, so nobody stays or comes back.
  await db.close();
  await asPostgresAdmin(url, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  return template;
}

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  // The role startTestServer's configuration has unless a test file asks for another.
  const role = loadConfig({ NODE_ENV: 'test' }).appDbRole;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('migratedDatabase', { kind: 'pglite', role, dumpFile: await pgliteDump(role) });
    return undefined;
  }
  const template = await postgresTemplate(url, role);
  const shared = `custodia_test_${randomBytes(6).toString('hex')}`;
  project.provide('migratedDatabase', { kind: 'postgresql', role, template });
  project.provide('sharedDatabase', shared);
  return async () => {
    // The shared server is never closed: its connections go with the test process, if not yet.
    await asPostgresAdmin(url, `DROP DATABASE IF EXISTS ${shared} WITH (FORCE)`);
    await asPostgresAdmin(url, `DROP DATABASE IF EXISTS ${template}`);
  };
}
