import type { Action } from '@custodia/contracts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { filesInSomeForm, filesOrQueries } from '../records/records.policy.ts';

/**
 * Spec §2 opens the sticker configuration to non-query users but shows a user without permissions
 * only the third-party accounts: it is read by admins and by the standard users who file records
 * (those who print stickers), and changed by admins. A record's sticker prints for whoever files
 * in or queries its form; each record answer says so too (`filedRecord.printSticker`).
 */
export const stickerRules = {
  'sticker.read': filesInSomeForm,
  'sticker.configure': isAdmin,
  'sticker.print': filesOrQueries,
} satisfies Rules<Extract<Action, `sticker.${string}`>>;
