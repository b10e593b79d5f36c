import type { Action, ExpedientStatusValue } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { type Rules, unlessHeld } from '../platform/policy.ts';
import { acceptsFiles, configuresTrd as configures } from '../trd/trd.policy.ts';
import { type TrdLevelSubject, trdLevelRules } from '../trd/tree-permissions.policy.ts';

/** What the expedient rules read of one expedient: its state, and its node's ancestry. */
export type ExpedientSubject = { status: ExpedientStatusValue; held?: boolean };
export type ReadExpedientSubject = TrdLevelSubject;

/**
 * Who reads an expedient: its configurers, who see the whole tree, and whoever may consult its
 * level or one above it (spec §6 TRD-level grants). `consultedLevels` is its scope in SQL.
 */
const reads = (actor: Actor, expedient: ReadExpedientSubject) =>
  configures(actor) || trdLevelRules['trdLevel.consult'](actor, expedient);

/**
 * The levels below which a consultation finds expedients, the `reads` rule as SQL takes it:
 * null for everything (configurers), else the levels the actor's roles grant consult on.
 */
export function consultedLevels(actor: Actor): string[] | null {
  if (configures(actor)) return null;
  return [...actor.grants.trdLevels].filter(([, grant]) => grant.consult).map(([id]) => id);
}

const whileOpen = (actor: Actor, expedient: ExpedientSubject) =>
  configures(actor) && acceptsFiles(expedient);

/**
 * Who places records in an expedient and takes them out (decision 55): its configurers, and
 * whoever may upload on its level or one above it, while it is open; the record's own rule
 * (filedRecord.setExpedientPath) decides which records.
 */
const relatesRecords = (actor: Actor, expedient: ExpedientSubject & ReadExpedientSubject) =>
  (configures(actor) || trdLevelRules['trdLevel.upload'](actor, expedient)) &&
  acceptsFiles(expedient);

export const expedientRules = {
  'expedient.manage': configures,
  // Every logged-in person consults; the level permissions narrow what they find (SQL scope).
  'expedient.consult': () => true,
  'expedient.read': reads,
  'expedient.edit': unlessHeld(whileOpen),
  'expedient.close': whileOpen,
  'expedient.verify': configures,
  'expedient.relateRecords': relatesRecords,
} satisfies Rules<Extract<Action, `expedient.${string}`>>;
