import { z } from 'zod';

/** Configuration permissions a role grants to standard users (spec §6). Admins hold them all. */
export const ConfigPermission = {
  trdConfiguration: 1,
  listDesigner: 2,
  userManager: 3,
  roleManager: 4,
  workGroupManager: 5,
  processManagement: 6,
  metrics: 7,
  // The capture tray (issue 48): classifying the messages the mailboxes could not file alone.
  capture: 8,
  // Placing and releasing legal holds (issue 50 §3).
  legalHolds: 9,
} as const;
export type ConfigPermission = (typeof ConfigPermission)[keyof typeof ConfigPermission];
export const allConfigPermissions: ConfigPermission[] = Object.values(ConfigPermission);

export const ConfigPermissionValue = z.union(
  allConfigPermissions.map((permission) => z.literal(permission)) as [
    z.ZodLiteral<ConfigPermission>,
    ...z.ZodLiteral<ConfigPermission>[],
  ],
);
