import { UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';

/**
 * Designing forms needs the designer-forms right from a role (spec §2, §6), or being an admin.
 * Per-form limits (admin_forms all or selected, permission levels) come with the form grants.
 */
export function canDesignForms(actor: Pick<Actor, 'userType' | 'grants'>): boolean {
  if (actor.userType === UserType.admin) return true;
  return actor.userType === UserType.standard && actor.grants.designerForms;
}
