import {
  type Action,
  ConfigPermission,
  type ErrorName,
  ExpedientStatus,
  type ExpedientStatusValue,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** What the expedient rules read of one expedient. */
export type ExpedientSubject = { status: ExpedientStatusValue };

/** The TRD configuration permission (1) or an admin; query users never (spec §2, §6). */
const configures = (actor: Actor) => holds(actor, ConfigPermission.trdConfiguration);

/**
 * A closed expedient is frozen (spec §4): nothing is added to it, moved into it or renamed in it.
 * The file features ask this before placing a file in an expedient or anything below it; the
 * refusal is the 403 "expedient" message of spec §8.
 */
export function expedientAcceptsFiles(expedient: ExpedientSubject): true | ErrorName {
  return expedient.status === ExpedientStatus.open ? true : 'expedientClosed';
}

const whileOpen = (actor: Actor, expedient: ExpedientSubject) =>
  configures(actor) && expedientAcceptsFiles(expedient);

export const expedientRules = {
  'expedient.manage': configures,
  // Every logged-in person consults; the level permissions narrow what they see (SQL scope).
  'expedient.consult': () => true,
  'expedient.edit': whileOpen,
  'expedient.close': whileOpen,
  'expedient.verify': configures,
} satisfies Rules<Extract<Action, `expedient.${string}`>>;
