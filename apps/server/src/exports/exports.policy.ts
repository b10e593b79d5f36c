import type { Action } from '@custodia/contracts';
import type { FormSubject } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { recordRules } from '../records/records.policy.ts';

/**
 * Exporting a form's records is reading them whole: whoever may query the form (spec §6 grants),
 * admins everywhere. The screen is for whoever may export some form.
 */
export const exportRules = {
  'recordExport.read': (actor: Actor) =>
    isAdmin(actor) || [...actor.grants.forms.values()].some((grant) => grant.query),
  'recordExport.create': (actor: Actor, form: FormSubject) =>
    recordRules['record.query'](actor, form),
} satisfies Rules<Extract<Action, `recordExport.${string}`>>;
