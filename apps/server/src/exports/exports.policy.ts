import type { Action } from '@custodia/contracts';
import type { FormSubject } from '../forms/forms.policy.ts';
import { formsTheActorMay } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';
import { recordRules } from '../records/records.policy.ts';

/**
 * Exporting a form's records is reading them whole: whoever may query the form (spec §6 grants),
 * admins everywhere; the records policy says who that is. The screen is for whoever may export
 * some form: the forms its chooser offers (`formsTheActorMay`, null for all) are not none.
 */
export const exportRules = {
  'recordExport.read': (actor: Actor) => formsTheActorMay(actor, 'query')?.length !== 0,
  'recordExport.create': (actor: Actor, form: FormSubject) =>
    recordRules['record.query'](actor, form),
} satisfies Rules<Extract<Action, `recordExport.${string}`>>;
