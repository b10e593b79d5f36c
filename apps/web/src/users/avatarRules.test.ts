import { describe, expect, it } from 'vitest';
import { avatarProblem } from './avatarRules.ts';

const megabyte = 1024 * 1024;

describe('avatar checks before upload', () => {
  it('accepts a JPG or PNG of up to 1 MB', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: megabyte })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: 2048 })).toBeNull();
  });

  it('refuses other image types and larger files with the server messages', () => {
    expect(avatarProblem({ type: 'image/gif', size: 2048 })).toBe('errors.10012');
    expect(avatarProblem({ type: 'image/png', size: megabyte + 1 })).toBe('errors.10013');
  });
});
