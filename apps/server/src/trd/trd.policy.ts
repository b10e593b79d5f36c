import { type Action, ConfigPermission } from '@custodia/contracts';
import { formRules } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** The TRD configuration permission (spec §6: 1), which admins hold; query users never do. */
const configures = (actor: Actor) => holds(actor, ConfigPermission.trdConfiguration);

/**
 * Who configures the retention structure and its documentary types, and who reads the whole tree:
 * its configurers, and form designers choosing a form's publication path. What a standard user
 * consults through level grants is the level permissions' rule (trdLevel.*), not these.
 */
export const trdRules = {
  'trd.configure': configures,
  'trd.browse': (actor: Actor) => configures(actor) || formRules['form.list'](actor),
  'trdNode.edit': configures,
  'trdNode.delete': configures,
  'documentaryType.list': configures,
  'documentaryType.manage': configures,
  'documentaryType.edit': configures,
  // A type that files or series use stays (20012): the answer says so before anyone tries.
  'documentaryType.delete': (actor: Actor, type: { in_use: boolean }) =>
    !configures(actor) ? false : type.in_use ? 'documentaryTypeInUse' : true,
} satisfies Rules<
  Extract<Action, `trd.${string}` | `trdNode.${string}` | `documentaryType.${string}`>
>;
