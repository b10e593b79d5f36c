import { z } from 'zod';

/** User types of spec §1. */
export const UserType = { query: 1, standard: 2, admin: 3 } as const;
export const UserTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type UserTypeValue = z.infer<typeof UserTypeValue>;

/** User states of spec §4. */
export const UserStatus = {
  active: 1,
  locked: 2,
  inactive: 3,
  retired: 4,
  lockedByExpiry: 5,
} as const;
export const UserStatusValue = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type UserStatusValue = z.infer<typeof UserStatusValue>;

/** Identity document types for users (spec §3): 1 citizenship id, 2 foreign id. */
export const DocumentType = { citizenship: 1, foreign: 2 } as const;
export const DocumentTypeValue = z.union([z.literal(1), z.literal(2)]);
export type DocumentTypeValue = z.infer<typeof DocumentTypeValue>;
