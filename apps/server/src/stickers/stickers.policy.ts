import { type Action, UserType } from '@custodia/contracts';
import type { FormSubject } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { recordRules } from '../records/records.policy.ts';

/**
 * Spec §2 opens the sticker configuration to non-query users but shows a user without permissions
 * only the third-party accounts: it is read by admins and by the standard users who file records
 * (those who print stickers), and changed by admins. A record's sticker prints for whoever files
 * in or queries its form.
 */
export const stickerRules = {
  'sticker.read': (actor: Actor) =>
    isAdmin(actor) ||
    (actor.userType === UserType.standard &&
      [...actor.grants.forms.values()].some((grant) => grant.file)),
  'sticker.configure': isAdmin,
  // Filing refuses an inactive form with its reason (not false): its filers keep printing.
  'sticker.print': (actor: Actor, form: FormSubject) =>
    recordRules['record.query'](actor, form) || recordRules['record.file'](actor, form) !== false,
} satisfies Rules<Extract<Action, `sticker.${string}`>>;
