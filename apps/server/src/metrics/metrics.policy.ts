import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** Spec §6: the metrics are configuration permission 7 (admins hold them all). */
export const metricsRules = {
  'metrics.read': (actor: Actor) => holds(actor, ConfigPermission.metrics),
} satisfies Rules<Extract<Action, `metrics.${string}`>>;
