import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, isAdmin, type Rules } from '../platform/policy.ts';

/** Any mailbox of the company's: the rule reads none of its data. */
const adminOnly = (actor: Actor, _subject: { id: string }) => isAdmin(actor);
const classifies = (actor: Actor) => holds(actor, ConfigPermission.capture);

/**
 * Where the company's mail is read, and with which password, is its administrators' to say; the
 * tray is for whoever a role grants the capture permission (spec §6 configuration permissions).
 * Filing an item into a form or attaching it to a record also takes the records' own rights.
 */
export const captureRules = {
  'mailbox.manage': isAdmin,
  'mailbox.edit': adminOnly,
  'mailbox.delete': adminOnly,
  'captureTray.read': classifies,
  'captureItem.classify': (actor: Actor, _item: { id: string }) => classifies(actor),
} satisfies Rules<Extract<Action, `mailbox.${string}` | `capture${string}`>>;
