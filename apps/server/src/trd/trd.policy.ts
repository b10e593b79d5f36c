import {
  type Action,
  ConfigPermission,
  type ErrorName,
  ExpedientStatus,
  type ExpedientStatusValue,
} from '@custodia/contracts';
import { formRules } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** The TRD configuration permission (spec §6: 1), which admins hold; query users never do. */
export const configuresTrd = (actor: Actor) => holds(actor, ConfigPermission.trdConfiguration);

/**
 * Who configuresTrd the retention structure and its documentary types, and who reads the whole tree:
 * its configurers, and form designers choosing a form's publication path. What a standard user
 * consults through level grants is the level permissions' rule (trdLevel.*), not these.
 */
export const trdRules = {
  'trd.configure': configuresTrd,
  'trd.browse': (actor: Actor) => configuresTrd(actor) || formRules['form.list'](actor),
  'trdNode.edit': configuresTrd,
  'trdNode.delete': configuresTrd,
  'documentaryType.list': configuresTrd,
  'documentaryType.manage': configuresTrd,
  'documentaryType.edit': configuresTrd,
  // A type that files or series use stays (20012): the answer says so before anyone tries.
  'documentaryType.delete': (actor: Actor, type: { in_use: boolean }) =>
    !configuresTrd(actor) ? false : type.in_use ? 'documentaryTypeInUse' : true,
} satisfies Rules<
  Extract<Action, `trd.${string}` | `trdNode.${string}` | `documentaryType.${string}`>
>;

/**
 * A closed expedient is frozen (spec §4): nothing is added to it, moved into it or renamed in it.
 * Asked before placing a file in an expedient or anything below it, and before changing one; the
 * refusal is the 403 "expedient" message of spec §8.
 */
export function acceptsFiles(expedient: { status: ExpedientStatusValue }): true | ErrorName {
  return expedient.status === ExpedientStatus.open ? true : 'expedientClosed';
}
