import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';
import { filedRecordRules } from '../records/records.policy.ts';
import type { PqrsSubject } from './pqrs.policy.ts';

/** A PQRS's answer as its rules read it: the PQRS, and how far the answer went. */
export type PqrsAnswerSubject = {
  pqrs: PqrsSubject;
  prepared: boolean;
  /** No process of its outgoing radicado runs any longer: its VoBo is given. */
  approved: boolean;
  signed: boolean;
  /** A physical dispatch of it waits to be settled delivered or returned. */
  dispatchPending: boolean;
};

/**
 * An answer is worked by whoever may correct the PQRS's record, while the PQRS runs: an overdue
 * one is still answered (late, as the record then says); one answered, withdrawn or waiting for
 * its petitioner is not.
 */
function answers(actor: Actor, answer: PqrsAnswerSubject) {
  const corrects = filedRecordRules['filedRecord.edit'](actor, answer.pqrs.record);
  if (corrects !== true) return corrects;
  return answer.pqrs.state === 'received' ? true : ('pqrsClosed' as const);
}

/** Drafted until it is filed as an outgoing radicado: from then on its PDF is what is signed. */
function mayDraft(actor: Actor, answer: PqrsAnswerSubject) {
  const allowed = answers(actor, answer);
  if (allowed !== true) return allowed;
  return answer.prepared ? ('pqrsAnswerPrepared' as const) : true;
}

function maySeal(actor: Actor, answer: PqrsAnswerSubject) {
  const allowed = answers(actor, answer);
  if (allowed !== true) return allowed;
  if (!answer.prepared) return 'pqrsAnswerNotPrepared' as const;
  return answer.signed ? ('pqrsAnswerSigned' as const) : true;
}

/** Sent once its VoBo is given and its PDF signed, as many ways as the office needs. */
function maySend(actor: Actor, answer: PqrsAnswerSubject) {
  const allowed = answers(actor, answer);
  if (allowed !== true) return allowed;
  if (!answer.prepared) return 'pqrsAnswerNotPrepared' as const;
  if (!answer.approved) return 'pqrsAnswerUnapproved' as const;
  return answer.signed ? true : ('pqrsAnswerUnsigned' as const);
}

/** A dispatch is settled by whoever may correct the record, even once the PQRS was answered. */
function maySettle(actor: Actor, answer: PqrsAnswerSubject) {
  const corrects = filedRecordRules['filedRecord.edit'](actor, answer.pqrs.record);
  if (corrects !== true) return corrects;
  return answer.dispatchPending ? true : ('pqrsDispatchNotPending' as const);
}

export const pqrsAnswerRules = {
  'pqrsAnswer.draft': mayDraft,
  'pqrsAnswer.prepare': mayDraft,
  'pqrsAnswer.seal': maySeal,
  'pqrsAnswer.send': maySend,
  'pqrsAnswer.settle': maySettle,
} satisfies Rules<Extract<Action, `pqrsAnswer.${string}`>>;
