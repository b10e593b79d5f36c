import {
  type Action,
  DesignerLevel,
  type DesignerRights,
  designerLevel,
  designs,
  type FormGrantFlags,
  FormStatus,
  type FormStatusValue,
  formDesignerRights,
  UserType,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** The form acted on, or whose records are. */
export type FormSubject = { id: string; status: FormStatusValue };

/** The form a designer acts on, or whose fields: whether it holds records decides some rules. */
export type DesignedForm = FormSubject & { has_records: boolean };

function rightsOf(actor: Actor): DesignerRights {
  return formDesignerRights({
    user_type: actor.userType,
    designer_forms: actor.grants.designerForms,
    admin_forms: actor.grants.adminForms,
  });
}

const designsForm = (actor: Actor, form: FormSubject) => designs(rightsOf(actor), form.id);

/** Fields change only while the form is a draft (spec §4), so filed records match it. */
const changesFields = (actor: Actor, form: DesignedForm) =>
  !designsForm(actor, form) ? false : form.status === FormStatus.draft ? true : 'fieldsLocked';

/** Records keep their form and the values of every field (spec §4, decision 22): 30033. */
const keepsRecords = (actor: Actor, form: DesignedForm) =>
  designsForm(actor, form) && form.has_records;

/**
 * Spec §6 designer levels (decision 19): admins and designers of all forms open the designer and
 * create forms; restricted designers change only the forms their roles chose.
 */
export const formRules = {
  'form.list': (actor: Actor) => designerLevel(rightsOf(actor)) !== DesignerLevel.none,
  'form.create': (actor: Actor) => designerLevel(rightsOf(actor)) === DesignerLevel.all,
  'form.view': designsForm,
  'form.edit': designsForm,
  'form.changeStatus': designsForm,
  // Roles naming the form also keep it (30082): the service asks them, the row does not know.
  'form.delete': (actor: Actor, form: DesignedForm) =>
    keepsRecords(actor, form) ? 'formHasRecords' : designsForm(actor, form),
  'form.designFields': changesFields,
  'field.edit': changesFields,
  // Whatever the form's status, records refuse first: they are why its fields stay.
  'field.delete': (actor: Actor, form: DesignedForm) =>
    keepsRecords(actor, form) ? 'formHasRecords' : changesFields(actor, form),
  'field.move': changesFields,
} satisfies Rules<Extract<Action, `form.${string}` | `field.${string}`>>;

/** The forms a restricted designer is limited to, or null when every form is theirs. */
export function designableFormIds(actor: Actor): readonly string[] | null {
  return designerLevel(rightsOf(actor)) === DesignerLevel.all
    ? null
    : actor.grants.adminForms.forms_uuid;
}

/** Whether the actor designs this form: the lookup search lets designers preview it. */
export { designsForm };

/** The ids of the forms whose records the actor may file, query or start workflows on; null when all (admins). */
export function formsTheActorMay(actor: Actor, flag: keyof FormGrantFlags): string[] | null {
  if (actor.userType === UserType.admin) return null;
  return [...actor.grants.forms].filter(([, grant]) => grant[flag]).map(([formId]) => formId);
}
