// Runs npm scripts one after the other, as `a && b && c` would, and says how long each took, so a
// slow `npm test` shows where its time went. Stops at the first that fails, with its exit code.
import { spawnSync } from 'node:child_process';

for (const script of process.argv.slice(2)) {
  const began = performance.now();
  const { status, signal } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  console.log(`phase ${script}: ${Math.round((performance.now() - began) / 1000)} s`);
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}
