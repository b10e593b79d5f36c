import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type Database, openDatabase } from '../src/platform/db.ts';
import { migrate } from '../src/platform/migrations.ts';
import { asPostgresAdmin, databaseUrl } from './postgres.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * A database that other processes open too: a fresh PostgreSQL database when TEST_DATABASE_URL
 * is set, else an embedded one on disk (which one process at a time may open).
 */
export type SharedStore = {
  env: Record<string, string>;
  /** Opens it from the test, migrated. */
  open(): Promise<Database>;
  remove(): Promise<void>;
};

export async function sharedStore(): Promise<SharedStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-processes-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `custodia_processes_${randomBytes(6).toString('hex')}`;
  if (serverUrl) await asPostgresAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = serverUrl ? databaseUrl(serverUrl, name) : undefined;
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    async open() {
      const db = await openDatabase({ databaseUrl: url, dataDir, poolSize: 4 });
      await migrate(db, 'custodia_app');
      return db;
    },
    async remove() {
      if (serverUrl)
        await asPostgresAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A script of the server run with tsx as a process of its own, as `npm run …` starts it. */
export function startScript(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, script)], {
    cwd: SERVER_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  Object.defineProperty(child, 'output', { get: () => output });
  return child;
}

/** Everything the process printed so far. */
export function outputOf(child: ChildProcess): string {
  return (child as ChildProcess & { output: string }).output;
}

/** Waits until the process prints a line matching `pattern`, and returns the match. */
export function printed(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const match = pattern.exec(outputOf(child));
      if (match) {
        child.stdout?.off('data', look);
        child.off('exit', exited);
        resolve(match);
      }
    };
    const exited = () => reject(new Error(`the process ended first:\n${outputOf(child)}`));
    child.stdout?.on('data', look);
    child.once('exit', exited);
    look();
  });
}

/** How the process ended: its exit code, or the signal that ended it. */
export function ended(
  child: ChildProcess,
): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Asks the process to stop as an operator would (SIGTERM), and waits for it. */
export async function stop(child: ChildProcess): Promise<void> {
  const done = ended(child);
  child.kill('SIGTERM');
  await done;
}

/**
 * Runs a command-line script of the server to its end, in a process of its own on the embedded
 * database in `dataDir`, as an operator would, and tells how it ended and what it printed.
 */
export async function runCommand(
  script: string,
  dataDir: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(SERVER_ROOT, script), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * A server on an embedded database in `dataDir`, closed before the caller's command runs: only one
 * process at a time may hold the folder.
 */
export async function withEmbeddedServer<T>(
  dataDir: string,
  use: (app: FastifyInstance, db: Database) => Promise<T>,
): Promise<T> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS_IN_PROCESS: 'false' });
  const db = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrate(db, config.appDbRole);
    const app = await buildApp(config, db);
    try {
      return await use(app, db);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
