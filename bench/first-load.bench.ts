/**
 * First-load figures (issue 10, points 23–24): the JavaScript the login route downloads (gzip and
 * brotli, as the server sends it) and the seconds from `npm start` to a healthy server, cold (web
 * app rebuilt, empty data directory: migrations and the demo company) and warm (the same again:
 * nothing to build, database ready). Prints figures, asserts nothing. Run with `npm run bench`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { routeWeight } from './login-route.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const dataDir = path.join(root, '.tmp/bench-first-load');
const port = 3987;
const healthUrl = `http://127.0.0.1:${port}/api/v1/health/`;
const LOGIN_BUDGET_KB = 200;
const START_TIMEOUT_MS = 120_000;

function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function printLoginRoute(): void {
  spawnSync('node', ['scripts/build-web.mjs'], { cwd: root, stdio: 'ignore' });
  const weight = routeWeight(dist, 'src/auth/LoginPage.tsx');
  const brotliBytes = weight.files.reduce((sum, file) => {
    const br = path.join(dist, `${file.file}.br`);
    return sum + (fs.existsSync(br) ? fs.statSync(br).size : Number.NaN);
  }, 0);
  console.log(`\nLogin route JavaScript (${weight.files.length} files):`);
  for (const file of weight.files.slice(0, 12)) {
    console.log(`  ${kB(file.gzipBytes).padStart(7)} kB  ${file.file}`);
  }
  console.log(
    `  total ${kB(weight.gzipBytes)} kB gzip (budget ${LOGIN_BUDGET_KB} kB), ${kB(brotliBytes)} kB brotli`,
  );
}

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(1_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `npm start` and everything it started (its own process group), and waits until the server
 * has closed the embedded database and released the data folder's lock.
 */
async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = performance.now() + 15_000;
  while (groupAlive(pid) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Seconds from `npm start` to the first 200 of the health check. */
async function startToHealth(): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ADMIN_PASSWORD: 'Admin123!',
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  try {
    while (performance.now() - started < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${errors}`);
      if (await healthy()) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no healthy answer from ${healthUrl} within ${START_TIMEOUT_MS / 1000} s`);
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  printLoginRoute();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.join(dist, '.build-stamp'), { force: true });
  const cold = await startToHealth();
  const warm = await startToHealth();
  const warmAgain = await startToHealth();
  console.log('\n`npm start` to a healthy server:');
  console.log(`  cold (web app built, new database): ${cold.toFixed(1)} s`);
  console.log(
    `  warm (nothing to build, database ready): ${warm.toFixed(1)} s, ${warmAgain.toFixed(1)} s`,
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
