import { describe, expect, it } from 'vitest';
import { type DesignerRights, designerLevel, designs } from './designer-rights.ts';
import { UserType } from './enums.ts';

const chosenForm = '5d0c1f5e-8a47-4d55-9d3c-0b1a3c2f4e61';
const otherForm = '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d';
const rights = (patch: Partial<DesignerRights>): DesignerRights => ({
  userType: UserType.standard,
  designer: true,
  allOfThem: false,
  chosen: [chosenForm],
  ...patch,
});

describe('designer permission levels (spec §6)', () => {
  it('gives admins every form whatever their roles say', () => {
    const admin = rights({ userType: UserType.admin, designer: false, chosen: [] });
    expect(designerLevel(admin)).toBe('all');
    expect(designs(admin, otherForm)).toBe(true);
  });

  it('gives a standard designer of all forms every form', () => {
    expect(designerLevel(rights({ allOfThem: true }))).toBe('all');
    expect(designs(rights({ allOfThem: true }), otherForm)).toBe(true);
  });

  it('restricts a standard designer without "all" to the chosen forms', () => {
    expect(designerLevel(rights({}))).toBe('restricted');
    expect(designs(rights({}), chosenForm)).toBe(true);
    expect(designs(rights({}), otherForm)).toBe(false);
  });

  it('allows nothing to query users or to standard users without the designer right', () => {
    const query = rights({ userType: UserType.query, allOfThem: true });
    const plain = rights({ designer: false, allOfThem: true });
    expect([designerLevel(query), designerLevel(plain)]).toEqual(['none', 'none']);
    expect(designs(query, chosenForm) || designs(plain, chosenForm)).toBe(false);
  });
});
