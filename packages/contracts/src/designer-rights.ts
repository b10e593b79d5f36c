import { UserType, type UserTypeValue } from './enums.ts';

/**
 * Spec §6 permission levels of the form (and workflow) designer. Admins design everything. A
 * standard user with the designer right designs all of them when a role grants "all", and only
 * the chosen ones otherwise: restricted designers cannot create new ones (spec §2). Query users
 * and standard users without the right are not allowed.
 */
export const DesignerLevel = { all: 'all', restricted: 'restricted', none: 'none' } as const;
export type DesignerLevelValue = (typeof DesignerLevel)[keyof typeof DesignerLevel];

export type DesignerRights = {
  userType: UserTypeValue;
  /** The designer-forms (or designer-workflows) flag of any of the user's roles. */
  designer: boolean;
  /** admin_forms.all_forms (or all_workflows) of any role. */
  allOfThem: boolean;
  /** The union of the roles' chosen form (or workflow) ids. */
  chosen: readonly string[];
};

export function designerLevel(rights: DesignerRights): DesignerLevelValue {
  if (rights.userType === UserType.admin) return DesignerLevel.all;
  if (rights.userType !== UserType.standard || !rights.designer) return DesignerLevel.none;
  return rights.allOfThem ? DesignerLevel.all : DesignerLevel.restricted;
}

/** Whether the designer may open and change this one form (or workflow). */
export function designs(rights: DesignerRights, id: string): boolean {
  const level = designerLevel(rights);
  return (
    level === DesignerLevel.all ||
    (level === DesignerLevel.restricted && rights.chosen.includes(id))
  );
}

/** The session's form-designer rights, as the web app and the server both read them. */
export function formDesignerRights(session: {
  user_type: UserTypeValue;
  designer_forms: boolean;
  admin_forms: { all_forms: boolean; forms_uuid: readonly string[] };
}): DesignerRights {
  return {
    userType: session.user_type,
    designer: session.designer_forms,
    allOfThem: session.admin_forms.all_forms,
    chosen: session.admin_forms.forms_uuid,
  };
}

/** The session's workflow-designer rights: the same levels over designer-workflows and admin_workflows. */
export function workflowDesignerRights(session: {
  user_type: UserTypeValue;
  designer_workflows: boolean;
  admin_workflows: { all_workflows: boolean; workflows_uuid: readonly string[] };
}): DesignerRights {
  return {
    userType: session.user_type,
    designer: session.designer_workflows,
    allOfThem: session.admin_workflows.all_workflows,
    chosen: session.admin_workflows.workflows_uuid,
  };
}
