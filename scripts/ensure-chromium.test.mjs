import { describe, expect, it } from 'vitest';
import { decide } from './ensure-chromium.mjs';

const present = (files) => (file) => files.includes(file);

describe('finding Chromium for the browser tests', () => {
  it('uses /usr/bin/chromium when it is there', () => {
    expect(
      decide({
        env: {},
        executable: present(['/usr/bin/chromium']),
        isRoot: false,
        hasAptGet: false,
      }),
    ).toEqual({ action: 'use', path: '/usr/bin/chromium' });
  });

  it('uses CHROMIUM_PATH first', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    expect(
      decide({
        env,
        executable: present(['/opt/chrome/chrome', '/usr/bin/chromium']),
        isRoot: true,
        hasAptGet: true,
      }),
    ).toEqual({ action: 'use', path: '/opt/chrome/chrome' });
  });

  it('installs Debian’s chromium when missing and the machine allows it', () => {
    expect(decide({ env: {}, executable: present([]), isRoot: true, hasAptGet: true })).toEqual({
      action: 'install',
      path: '/usr/bin/chromium',
    });
  });

  it('stops with one line saying what to install otherwise', () => {
    for (const machine of [
      { isRoot: false, hasAptGet: true },
      { isRoot: true, hasAptGet: false },
    ]) {
      const decision = decide({ env: {}, executable: present([]), ...machine });
      expect(decision.action).toBe('fail');
      expect(decision.message).toMatch(/apt-get install -y chromium/);
      expect(decision.message).toMatch(/CHROMIUM_PATH/);
      expect(decision.message).not.toContain('\n');
    }
  });

  it('reports a CHROMIUM_PATH that is not there instead of installing over it', () => {
    const decision = decide({
      env: { CHROMIUM_PATH: '/nowhere/chrome' },
      executable: present([]),
      isRoot: true,
      hasAptGet: true,
    });
    expect(decision.action).toBe('fail');
    expect(decision.message).toContain('/nowhere/chrome');
  });
});
