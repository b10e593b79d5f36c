import {
  ConfigPermission,
  type FormGrantDto,
  type MessageKey,
  type TrdPermission,
} from '@custodia/contracts';

/** The configuration permissions of spec §6, in their numeric order. */
export const configPermissionLabels: Record<ConfigPermission, MessageKey> = {
  [ConfigPermission.trdConfiguration]: 'roles.permission.trdConfiguration',
  [ConfigPermission.listDesigner]: 'roles.permission.listDesigner',
  [ConfigPermission.userManager]: 'roles.permission.userManager',
  [ConfigPermission.roleManager]: 'roles.permission.roleManager',
  [ConfigPermission.workGroupManager]: 'roles.permission.workGroupManager',
  [ConfigPermission.processManagement]: 'roles.permission.processManagement',
  [ConfigPermission.metrics]: 'roles.permission.metrics',
  [ConfigPermission.capture]: 'roles.permission.capture',
  [ConfigPermission.legalHolds]: 'roles.permission.legalHolds',
};

/** A right a role grants on one form's records (spec §6). */
export type FormGrantRight = Exclude<keyof FormGrantDto, 'form_uuid' | 'form_name'>;

/** The rights of a form grant, in the order the grants table shows them. */
export const formGrantRightLabels: Record<FormGrantRight, MessageKey> = {
  file: 'roles.formGrants.file',
  query: 'roles.formGrants.query',
  view_files: 'roles.formGrants.viewFiles',
  start_workflows: 'roles.formGrants.startWorkflows',
  view_started_processes: 'roles.formGrants.viewStartedProcesses',
  sign_electronically: 'roles.formGrants.signElectronically',
};

/** What a role may do on a TRD level (spec §5 level permissions). */
export const trdPermissionLabels: Record<TrdPermission, MessageKey> = {
  consult: 'trdGrants.consult',
  upload: 'trdGrants.upload',
};
