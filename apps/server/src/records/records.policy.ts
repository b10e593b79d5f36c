import { type Action, type FormGrantFlags, FormStatus, UserType } from '@custodia/contracts';
import { designsForm, type FormSubject } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** Admins may do everything with every form's records; others what their roles grant on it. */
const granted = (flag: keyof FormGrantFlags) => (actor: Actor, form: FormSubject) =>
  actor.userType === UserType.admin || actor.grants.forms.get(form.id)?.[flag] === true;

const files = granted('file');
const queries = granted('query');

/** Record actions take the form the records are filed in. */
export const recordRules = {
  // Filing needs the grant, then an active form (30032).
  'record.file': (actor: Actor, form: FormSubject) =>
    !files(actor, form) ? false : form.status === FormStatus.active ? true : 'formNotActive',
  'record.query': queries,
  'record.viewFiles': granted('view_files'),
  // A lookup offers the looked-up form's records to whoever fills in the form holding it: its
  // filers and searchers, and its designers in the preview. They see only the two values shown.
  'record.searchLookup': (actor: Actor, form: FormSubject) =>
    designsForm(actor, form) || files(actor, form) || queries(actor, form),
} satisfies Rules<Extract<Action, `record.${string}`>>;

/** The ids of the forms whose records the actor may file or query; null when all (admins). */
export function formsTheActorMay(actor: Actor, flag: keyof FormGrantFlags): string[] | null {
  if (actor.userType === UserType.admin) return null;
  return [...actor.grants.forms].filter(([, grant]) => grant[flag]).map(([formId]) => formId);
}
