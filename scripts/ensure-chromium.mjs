#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium (ARCHITECTURE §9). This finds it, or installs it
 * where the machine allows (root with apt-get), or stops with one line saying what to install:
 * the one place that knows, used by `npm run test:e2e` and by .ci/run (docs/decisions.md, "Chromium for the browser tests").
 *
 * The browser is CHROMIUM_PATH when set (playwright.config.ts launches the same), else
 * /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const defaultChromium = '/usr/bin/chromium';

/** The browser the tests launch. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || defaultChromium;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What to do, from what the machine offers: use the browser, install Debian's package, or stop
 * with a message. A CHROMIUM_PATH that is not there is a mistake to report, not to install over.
 */
export function decide({ env, executable, isRoot, hasAptGet }) {
  const browser = chromiumPath(env);
  if (executable(browser)) return { action: 'use', path: browser };
  if (env.CHROMIUM_PATH) {
    return {
      action: 'fail',
      message: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium binary, or unset it to use ${defaultChromium}.`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install', path: browser };
  return {
    action: 'fail',
    message: `Chromium is missing for the browser tests: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium executable.`,
  };
}

function installDebianChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('Chromium is missing: installing Debian’s chromium (apt-get, about a minute)…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) return false;
  }
  return true;
}

function main() {
  const situation = {
    env: process.env,
    executable: isExecutable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: ['/usr/bin/apt-get', '/bin/apt-get'].some(isExecutable),
  };
  let decision = decide(situation);
  if (decision.action === 'install') {
    const installed = installDebianChromium();
    decision = decide({ ...situation, isRoot: false });
    if (!installed && decision.action === 'fail') {
      decision.message = `Installing chromium with apt-get failed (see above). ${decision.message}`;
    }
  }
  if (decision.action === 'fail') {
    console.error(decision.message);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
