import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/** Any subscription or delivery of the company's: the rule reads none of its data. */
const adminOnly = (actor: Actor, _subject: { id: string }) => isAdmin(actor);

/** Where the company's events are sent is its administrators' to say, and no role grants it. */
export const webhookRules = {
  'webhook.manage': isAdmin,
  'webhook.edit': adminOnly,
  'webhook.delete': adminOnly,
  'webhookDelivery.replay': adminOnly,
} satisfies Rules<Extract<Action, `webhook${string}`>>;
