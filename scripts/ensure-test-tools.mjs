#!/usr/bin/env node
/**
 * The programs from Debian the tests drive (ARCHITECTURE §9): Chromium for the browser tests,
 * poppler's `pdfsig`, which checks the seal of the signed PDFs the signature tests make,
 * Tesseract with its Spanish and English data and libtiff's tools, which read the scans the OCR
 * tests make (issue 48; a data file is looked for as a readable file, not a program), and
 * Dovecot, the real IMAP server the mailbox tests append messages to. This
 * finds each, or installs its package where the machine allows (root with apt-get), or stops
 * with one line saying what to install: the one place that knows, run first by `npm test`, by
 * `npm run test:e2e` and by .ci/run (docs/decisions.md 32).
 *
 * Two builds of Debian's Chromium (playwright.config.ts launches them): its headless shell, which
 * runs the browser tests on a quarter less CPU, and the full browser for the tests that need its
 * PDF viewer. CHROMIUM_SHELL_PATH and CHROMIUM_PATH point elsewhere when set.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The browsers the tests launch: most tests in the headless shell, the PDF viewer's in Chromium. */
export function browserPaths(env = process.env) {
  return {
    shell: env.CHROMIUM_SHELL_PATH || '/usr/bin/chromium-headless-shell',
    chromium: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}

/** Where Debian's Tesseract 5 keeps its language data. */
const tessdata = '/usr/share/tesseract-ocr/5/tessdata';

/** What the tests need: where each program is looked for, its package, and who may point at it. */
export function testTools(env = process.env) {
  const browsers = browserPaths(env);
  return [
    { path: browsers.chromium, pkg: 'chromium', override: 'CHROMIUM_PATH' },
    { path: browsers.shell, pkg: 'chromium-headless-shell', override: 'CHROMIUM_SHELL_PATH' },
    { path: '/usr/bin/pdfsig', pkg: 'poppler-utils' },
    // The IMAP server the capture tests run, as a plain process (apps/server/test/imap-server.ts).
    { path: '/usr/sbin/dovecot', pkg: 'dovecot-imapd' },
    { path: '/usr/bin/tesseract', pkg: 'tesseract-ocr' },
    { path: `${tessdata}/spa.traineddata`, pkg: 'tesseract-ocr-spa', data: true },
    { path: `${tessdata}/eng.traineddata`, pkg: 'tesseract-ocr-eng', data: true },
    { path: '/usr/bin/tiffsplit', pkg: 'libtiff-tools' },
  ];
}

function isThere(mode) {
  return (file) => {
    try {
      fs.accessSync(file, mode);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  };
}
const isExecutable = isThere(fs.constants.X_OK);
const isReadable = isThere(fs.constants.R_OK);

/**
 * What to do for one tool, from what the machine offers: use it, install Debian's package, or
 * stop with a message. A path set by its variable that is not there is a mistake to report, not
 * to install over.
 */
export function decide({ tool, env, executable, readable = executable, isRoot, hasAptGet }) {
  if ((tool.data ? readable : executable)(tool.path)) return { action: 'use', path: tool.path };
  const overridden = tool.override && env[tool.override];
  if (overridden) {
    return {
      action: 'fail',
      message: `${tool.override}=${overridden} is not an executable file: point it at the program, or unset it to use Debian's ${tool.pkg}.`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install', path: tool.path };
  const orSet = tool.override ? ` or set ${tool.override} to its executable` : '';
  return {
    action: 'fail',
    message: `${tool.path} is missing for the tests: install it (Debian/Ubuntu: sudo apt-get install -y ${tool.pkg})${orSet}.`,
  };
}

function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(
    `Installing Debian's ${packages.join(' and ')} for the tests (apt-get, about a minute)…`,
  );
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) return false;
  }
  return true;
}

function main() {
  const machine = {
    env: process.env,
    executable: isExecutable,
    readable: isReadable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: ['/usr/bin/apt-get', '/bin/apt-get'].some(isExecutable),
  };
  const tools = testTools(process.env);
  const missing = tools.filter((tool) => decide({ tool, ...machine }).action === 'install');
  const installed = missing.length === 0 || installDebianPackages(missing.map((tool) => tool.pkg));
  const failures = tools
    .map((tool) => decide({ tool, ...machine, isRoot: false }))
    .filter((decision) => decision.action === 'fail');
  for (const decision of failures) {
    const before = installed ? '' : 'Installing with apt-get failed (see above). ';
    console.error(`${before}${decision.message}`);
  }
  if (failures.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
