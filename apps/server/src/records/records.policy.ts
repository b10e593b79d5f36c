import {
  type Action,
  type FormGrantFlags,
  FormStatus,
  RecordStatus,
  type RecordStatusValue,
  UserType,
} from '@custodia/contracts';
import { designsForm, type FormSubject } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { type Rules, unlessHeld, works } from '../platform/policy.ts';
import { viewsStartedProcesses } from '../processes/processes.policy.ts';
import { configuresTrd } from '../trd/trd.policy.ts';
import { uploadsOnSomeLevel } from '../trd/tree-permissions.policy.ts';
import { startsWorkflowsOf } from '../workflows/workflows.policy.ts';

/** Admins may do everything with every form's records; others what their roles grant on it. */
const granted = (flag: keyof FormGrantFlags) => (actor: Actor, form: FormSubject) =>
  actor.userType === UserType.admin || actor.grants.forms.get(form.id)?.[flag] === true;

const files = granted('file');
const queries = granted('query');

/**
 * Whoever files in a form or queries it: they list its records (all of them, or their own,
 * see recordsListed) and print their stickers, an inactive form's filers too.
 */
export const filesOrQueries = (actor: Actor, form: FormSubject) =>
  queries(actor, form) || files(actor, form);

/**
 * Admins, and the standard users who file in some form: those who print stickers and correct
 * records (attach files, trash them). Query users never do, whatever their grants say.
 */
export const filesInSomeForm = (actor: Actor) =>
  actor.userType === UserType.admin ||
  (actor.userType === UserType.standard &&
    [...actor.grants.forms.values()].some((grant) => grant.file));

/**
 * Which of a form's records a list shows the actor (decision 38's reading rule as an SQL scope):
 * every one to those who may query the form, their own to those who only file in it.
 */
export function recordsListed(actor: Actor, form: FormSubject): 'all' | 'own' {
  return queries(actor, form) ? 'all' : 'own';
}

/** Record actions take the form the records are filed in. */
export const recordRules = {
  // Reads some form's records: admins, and whoever files in or queries a form.
  'record.consult': (actor: Actor) =>
    actor.userType === UserType.admin ||
    [...actor.grants.forms.values()].some((grant) => grant.query || grant.file),
  // Filing needs the grant, then an active form (30032).
  'record.file': (actor: Actor, form: FormSubject) =>
    !files(actor, form) ? false : form.status === FormStatus.active ? true : 'formNotActive',
  'record.query': queries,
  'record.list': filesOrQueries,
  'record.viewFiles': granted('view_files'),
  // A lookup offers the looked-up form's records to whoever fills in the form holding it: its
  // filers and searchers, and its designers in the preview. They see only the two values shown.
  'record.searchLookup': (actor: Actor, form: FormSubject) =>
    designsForm(actor, form) || files(actor, form) || queries(actor, form),
} satisfies Rules<Extract<Action, `record.${string}`>>;

/**
 * One filed record as its rules read it: its form, its status and who filed it. Whether its form
 * allows free tasks is known where the form is read whole (a record's detail, its lists); where it
 * is not, no free task is offered.
 */
export type RecordSubject = {
  form: FormSubject & { free_notifications?: boolean };
  status: RecordStatusValue;
  created_by: string;
  /** Whether a legal hold covers it, where the answer has read its holds. */
  held?: boolean;
};

/**
 * Spec §4: a cancelled record takes no more work. It cannot be edited, receive files, start
 * processes or free tasks: this is the one rule the files and workflow features call, after their
 * own grants (30041).
 */
export function inForce(record: Pick<RecordSubject, 'status'>): true | 'recordCancelled' {
  return record.status === RecordStatus.active ? true : 'recordCancelled';
}

/**
 * Who may correct a record (decision 37): admins, and the person who filed it for as long as
 * their roles still let them file in its form.
 */
export const corrects = (actor: Actor, record: RecordSubject) =>
  actor.userType === UserType.admin ||
  (record.created_by === actor.userId && files(actor, record.form));

/**
 * The rule of a correction: who may make it, then whether the record still takes it. Adding,
 * changing and trashing a record's files are corrections too (decision 46).
 */
export const correction = (actor: Actor, record: RecordSubject) =>
  corrects(actor, record) ? inForce(record) : false;

/** Reading a record: for those who may query its form, and for whoever may correct it. */
const reads = (actor: Actor, record: RecordSubject) =>
  queries(actor, record.form) || corrects(actor, record);

/**
 * Placing a record in an expedient or taking it out (decision 55): for whoever reads it and files
 * in the TRD (its configurers, or a role's upload grant on some level), while it is in force. The
 * expedient's own rule (expedient.relateRecords) then decides which expedients.
 */
const placesInExpedients = (actor: Actor, record: RecordSubject) =>
  reads(actor, record) && (configuresTrd(actor) || uploadsOnSomeLevel(actor))
    ? inForce(record)
    : false;

/**
 * Actions on one filed record: its form's grants are not enough, its status and filer count too.
 */
export const filedRecordRules = {
  'filedRecord.view': reads,
  'filedRecord.edit': unlessHeld(correction),
  'filedRecord.cancel': unlessHeld(correction),
  'filedRecord.printSticker': (actor: Actor, record: RecordSubject) =>
    filesOrQueries(actor, record.form),
  'filedRecord.setExpedientPath': unlessHeld(placesInExpedients),
  'filedRecord.removeExpedientPath': unlessHeld(placesInExpedients),
  // Spec §4/§6: whoever may start its form's workflows, while the record is in force; which
  // workflow is the workflow's own rule (workflow.start).
  'filedRecord.startProcess': (actor: Actor, record: RecordSubject) =>
    startsWorkflowsOf(actor, record.form.id) ? inForce(record) : false,
  'filedRecord.viewProcesses': (actor: Actor, record: RecordSubject) =>
    viewsStartedProcesses(actor, record.form.id),
  // Decision 69: whoever reads the record and works (never a query user, spec §1), when its form
  // allows free tasks (50060), while the record is in force (30041).
  'filedRecord.createFreeTask': (actor: Actor, record: RecordSubject) =>
    !reads(actor, record) || !works(actor)
      ? false
      : record.form.free_notifications !== true
        ? 'freeTasksOff'
        : inForce(record),
} satisfies Rules<Extract<Action, `filedRecord.${string}`>>;
