import { describe, expect, it } from 'vitest';
import { decide, testTools } from './ensure-test-tools.mjs';

const present = (files) => (file) => files.includes(file);
const [chromium, shell, pdfsig] = testTools({});
const toolOf = (pkg) => testTools({}).find((tool) => tool.pkg === pkg);
const tesseract = toolOf('tesseract-ocr');
const spanish = toolOf('tesseract-ocr-spa');
const machineOf = (files, more = {}) => ({
  env: {},
  executable: present(files),
  isRoot: false,
  hasAptGet: false,
  ...more,
});

describe('finding the programs the tests drive', () => {
  it("uses Debian's Chromium, its headless shell and /usr/bin/pdfsig when they are there", () => {
    const machine = machineOf([
      '/usr/bin/chromium',
      '/usr/bin/chromium-headless-shell',
      '/usr/bin/pdfsig',
    ]);
    expect(decide({ tool: chromium, ...machine })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium',
    });
    expect(decide({ tool: shell, ...machine })).toEqual({
      action: 'use',
      path: '/usr/bin/chromium-headless-shell',
    });
    expect(decide({ tool: pdfsig, ...machine })).toEqual({
      action: 'use',
      path: '/usr/bin/pdfsig',
    });
  });

  it('uses CHROMIUM_PATH first', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    const [browser] = testTools(env);
    const machine = machineOf(['/opt/chrome/chrome', '/usr/bin/chromium'], {
      env,
      isRoot: true,
      hasAptGet: true,
    });
    expect(decide({ tool: browser, ...machine })).toEqual({
      action: 'use',
      path: '/opt/chrome/chrome',
    });
  });

  it('installs the Debian package of what is missing when the machine allows it', () => {
    const machine = machineOf(['/usr/bin/chromium'], { isRoot: true, hasAptGet: true });
    expect(decide({ tool: pdfsig, ...machine })).toEqual({
      action: 'install',
      path: '/usr/bin/pdfsig',
    });
  });

  it('stops with one line saying what to install otherwise', () => {
    for (const more of [
      { isRoot: false, hasAptGet: true },
      { isRoot: true, hasAptGet: false },
    ]) {
      const browser = decide({ tool: chromium, ...machineOf([], more) });
      expect(browser.action).toBe('fail');
      expect(browser.message).toMatch(/apt-get install -y chromium/);
      expect(browser.message).toMatch(/CHROMIUM_PATH/);
      expect(browser.message).not.toContain('\n');
      const headless = decide({ tool: shell, ...machineOf([], more) });
      expect(headless.message).toMatch(/apt-get install -y chromium-headless-shell/);
      expect(headless.message).toMatch(/CHROMIUM_SHELL_PATH/);
      const seal = decide({ tool: pdfsig, ...machineOf([], more) });
      expect(seal.message).toMatch(/apt-get install -y poppler-utils/);
    }
  });

  it("looks for Tesseract's Spanish data as a file to read, and installs its package when missing", () => {
    const data = '/usr/share/tesseract-ocr/5/tessdata/spa.traineddata';
    const machine = machineOf(['/usr/bin/tesseract'], {
      readable: present([data]),
      isRoot: true,
      hasAptGet: true,
    });
    expect(decide({ tool: tesseract, ...machine })).toEqual({
      action: 'use',
      path: '/usr/bin/tesseract',
    });
    expect(decide({ tool: spanish, ...machine })).toEqual({ action: 'use', path: data });
    const bare = machineOf([], { isRoot: false, hasAptGet: true });
    expect(decide({ tool: spanish, ...bare }).message).toMatch(
      /apt-get install -y tesseract-ocr-spa/,
    );
  });

  it('reports a CHROMIUM_PATH that is not there instead of installing over it', () => {
    const env = { CHROMIUM_PATH: '/nowhere/chrome' };
    const [browser] = testTools(env);
    const decision = decide({
      tool: browser,
      ...machineOf([], { env, isRoot: true, hasAptGet: true }),
    });
    expect(decision.action).toBe('fail');
    expect(decision.message).toContain('/nowhere/chrome');
  });
});
