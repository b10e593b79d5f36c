import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, isAdmin, type Rules } from '../platform/policy.ts';

export const auditLogRules = {
  // Admins and holders of the metrics permission: the log sits with the metrics (spec §2).
  'auditLog.read': (actor: Actor) => holds(actor, ConfigPermission.metrics),
  // Checking the hash chain is an administrator's control.
  'auditLog.verifyChain': isAdmin,
} satisfies Rules<Extract<Action, `auditLog.${string}`>>;
