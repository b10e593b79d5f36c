import { type Action, UserType } from '@custodia/contracts';
import type { FormSubject } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { recordRules } from '../records/records.policy.ts';

/**
 * Spec §2: the sticker configuration is open to every user but query users, and changed by
 * administrators. A record's sticker prints for whoever files in or queries its form.
 */
export const stickerRules = {
  'sticker.read': (actor: Actor) => actor.userType !== UserType.query,
  'sticker.configure': isAdmin,
  // Filing refuses an inactive form with its reason (not false): its filers keep printing.
  'sticker.print': (actor: Actor, form: FormSubject) =>
    recordRules['record.query'](actor, form) || recordRules['record.file'](actor, form) !== false,
} satisfies Rules<Extract<Action, `sticker.${string}`>>;
