import {
  type Action,
  DesignerLevel,
  type DesignerRights,
  designerLevel,
  designs,
  FormStatus,
  type FormStatusValue,
  formDesignerRights,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** The form acted on, or whose fields are. */
export type FormSubject = { id: string; status: FormStatusValue };

function rightsOf(actor: Actor): DesignerRights {
  return formDesignerRights({
    user_type: actor.userType,
    designer_forms: actor.grants.designerForms,
    admin_forms: actor.grants.adminForms,
  });
}

const designsForm = (actor: Actor, form: FormSubject) => designs(rightsOf(actor), form.id);

/** Fields change only while the form is a draft (spec §4), so filed records match it. */
const changesFields = (actor: Actor, form: FormSubject) =>
  !designsForm(actor, form) ? false : form.status === FormStatus.draft ? true : 'fieldsLocked';

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
  'form.delete': designsForm,
  'form.designFields': changesFields,
  'field.edit': changesFields,
  'field.delete': changesFields,
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
