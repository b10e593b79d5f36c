import { ConfigPermission, type MessageKey } from '@custodia/contracts';

/** The configuration permissions of spec §6, in their numeric order. */
export const configPermissionLabels: Record<ConfigPermission, MessageKey> = {
  [ConfigPermission.trdConfiguration]: 'roles.permission.trdConfiguration',
  [ConfigPermission.listDesigner]: 'roles.permission.listDesigner',
  [ConfigPermission.userManager]: 'roles.permission.userManager',
  [ConfigPermission.roleManager]: 'roles.permission.roleManager',
  [ConfigPermission.workGroupManager]: 'roles.permission.workGroupManager',
  [ConfigPermission.processManagement]: 'roles.permission.processManagement',
  [ConfigPermission.metrics]: 'roles.permission.metrics',
};
