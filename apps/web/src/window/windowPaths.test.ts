import { windowPaths } from '@custodia/contracts/plain';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../platform/paths.ts';

describe('the window’s addresses', () => {
  it('are the ones the server prints on receipts and mails', () => {
    const domain = 'acme.com.co';
    expect(generatePath(paths.window, { domain })).toBe(windowPaths.file(domain));
    expect(generatePath(paths.windowTracking, { domain })).toBe(windowPaths.track(domain));
  });
});
