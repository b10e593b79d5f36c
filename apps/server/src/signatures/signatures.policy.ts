import {
  type Action,
  SignatureStatus,
  type SignatureStatusValue,
  UserType,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import { inForce, type RecordSubject } from '../records/records.policy.ts';

/** A signature request as its rules read it: the record its file belongs to, and its state. */
export type SignatureSubject = { record: RecordSubject; status: SignatureStatusValue };

/**
 * Spec §6 "sign electronically": admins, and standard users whose roles grant it on the form.
 * Query users never do, whatever their grants say (the session drops it from theirs).
 */
export const signsIn = (actor: Actor, formId: string) =>
  isAdmin(actor) ||
  (actor.userType === UserType.standard &&
    actor.grants.forms.get(formId)?.sign_electronically === true);

/** The forms whose requests a standard user's report lists; admins see every form's. */
export const signingForms = (actor: Actor): string[] =>
  [...actor.grants.forms.entries()]
    .filter(([, grant]) => grant.sign_electronically)
    .map(([formId]) => formId);

const pending = (request: SignatureSubject) =>
  request.status === SignatureStatus.pending || 'signatureNotPending';

/** Who may request signatures on a form's records also follows, cancels and resends them. */
const follows = (actor: Actor, request: SignatureSubject) =>
  signsIn(actor, request.record.form.id) ? pending(request) : false;

export const signatureRules = {
  'signature.report': (actor: Actor) =>
    isAdmin(actor) || (actor.userType === UserType.standard && signingForms(actor).length > 0),
  // Never on a cancelled record (30041), as no other work is.
  'signature.request': (actor: Actor, request: SignatureSubject) =>
    signsIn(actor, request.record.form.id) ? inForce(request.record) : false,
  'signature.view': (actor: Actor, request: SignatureSubject) =>
    signsIn(actor, request.record.form.id),
  'signature.cancel': follows,
  'signature.resend': follows,
} satisfies Rules<Extract<Action, `signature.${string}`>>;
