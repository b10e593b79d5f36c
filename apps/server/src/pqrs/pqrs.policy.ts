import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { filedRecordRules, type RecordSubject } from '../records/records.policy.ts';

/** A PQRS as its rules read it: its record, and where its clock stands. */
export type PqrsSubject = {
  record: RecordSubject;
  state: string;
  extended: boolean;
  overdue: boolean;
  /** Past the ten business days after filing in which completion may be asked (art. 17). */
  pastCompletionWindow: boolean;
  /** Past the five business days after filing in which it may be remitted (art. 21). */
  pastRemissionWindow: boolean;
};

/**
 * Ley 1755 art. 14 par.: a PQRS is extended once, before its term ends, while it is open; by
 * whoever may correct its record (its receiver, those who file in its form, administrators).
 */
function mayExtend(actor: Actor, pqrs: PqrsSubject) {
  const handles = handlesOpen(actor, pqrs);
  if (handles !== true) return handles;
  return pqrs.extended ? ('pqrsExtendedAlready' as const) : true;
}

/** Whoever may correct its record, while it runs and before its term ends. */
function handlesOpen(actor: Actor, pqrs: PqrsSubject) {
  const corrects = filedRecordRules['filedRecord.edit'](actor, pqrs.record);
  if (corrects !== true) return corrects;
  if (pqrs.state !== 'received') return 'pqrsClosed' as const;
  return pqrs.overdue ? ('pqrsOverdue' as const) : true;
}

/** Ley 1755 art. 17: completion is asked within ten business days of filing, once it runs. */
function mayAskCompletion(actor: Actor, pqrs: PqrsSubject) {
  const handles = handlesOpen(actor, pqrs);
  if (handles !== true) return handles;
  return pqrs.pastCompletionWindow ? ('pqrsCompletionLate' as const) : true;
}

/** Ley 1755 art. 21: one the company is not competent for is remitted within five business days. */
function mayRemit(actor: Actor, pqrs: PqrsSubject) {
  const handles = handlesOpen(actor, pqrs);
  if (handles !== true) return handles;
  return pqrs.pastRemissionWindow ? ('pqrsRemissionLate' as const) : true;
}

/**
 * The citizen window answers to the law for the company: its administrators set its types, terms
 * and whether it is open, whatever a role grants. A PQRS is read by whoever reads its record.
 */
export const pqrsRules = {
  'pqrs.configure': isAdmin,
  'pqrsRequest.view': (actor: Actor, pqrs: PqrsSubject) =>
    filedRecordRules['filedRecord.view'](actor, pqrs.record),
  'pqrsRequest.extend': mayExtend,
  'pqrsRequest.askCompletion': mayAskCompletion,
  'pqrsRequest.remit': mayRemit,
} satisfies Rules<Extract<Action, `pqrs.${string}` | `pqrsRequest.${string}`>>;
