import {
  DesignerLevel,
  type DesignerRights,
  designerLevel,
  designs,
  type FormGrantDto,
  formDesignerRights,
  UserType,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';

type DesignerActor = Pick<Actor, 'userType' | 'grants'>;

function rightsOf(actor: DesignerActor): DesignerRights {
  return formDesignerRights({
    user_type: actor.userType,
    designer_forms: actor.grants.designerForms,
    admin_forms: actor.grants.adminForms,
  });
}

/** Opening the designer at all: admins, and standard users whose roles grant designer-forms. */
export function canDesignForms(actor: DesignerActor): boolean {
  return designerLevel(rightsOf(actor)) !== DesignerLevel.none;
}

/** Creating forms is for designers of all forms; restricted designers keep to their own (§2). */
export function canCreateForms(actor: DesignerActor): boolean {
  return designerLevel(rightsOf(actor)) === DesignerLevel.all;
}

export function canDesignForm(actor: DesignerActor, formId: string): boolean {
  return designs(rightsOf(actor), formId);
}

/** The forms a restricted designer is limited to, or null when every form is theirs. */
export function designableFormIds(actor: DesignerActor): readonly string[] | null {
  return canCreateForms(actor) ? null : actor.grants.adminForms.forms_uuid;
}

/** Filing in a form or searching its records: admins always, others as their roles grant it. */
export function canUseForm(
  actor: Pick<Actor, 'userType'>,
  grant: Pick<FormGrantDto, 'file' | 'query'> | undefined,
  purpose: 'file' | 'query',
): boolean {
  return actor.userType === UserType.admin || grant?.[purpose] === true;
}
