import {
  type Action,
  ConfigPermission,
  type ErrorName,
  ProcessStatus,
  type ProcessStatusValue,
  type StepActions,
  TaskStatus,
  type TaskStatusValue,
  UserType,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds as holdsPermission, type Rules, works } from '../platform/policy.ts';

/** A process as its rules read it: its form, its state, and who took part in it. */
export type ProcessSubject = {
  form_id: string;
  status: ProcessStatusValue;
  /** Its record is not cancelled: nothing is added to, trashed from or signed on one that is. */
  record_in_force: boolean;
  /** Whoever started it or held one of its tasks. */
  participant_ids: readonly string[];
  /** Its open tasks: whom they wait on and whether their step lets the process be interrupted. */
  open_tasks: readonly { assignee_id: string; allow_interrupt_process: boolean }[];
};

/** A task as its rules read it: its holder, its state, its step's actions and its process. */
export type TaskSubject = {
  assignee_id: string;
  status: TaskStatusValue;
  actions: StepActions;
  process: ProcessSubject;
};

const isAdmin = (actor: Actor) => actor.userType === UserType.admin;

/**
 * Whoever may read a form's started processes (spec §6 "view started processes", which starting
 * implies): admins and the roles that grant it.
 */
export const viewsStartedProcesses = (actor: Actor, formId: string) =>
  isAdmin(actor) || actor.grants.forms.get(formId)?.view_started_processes === true;

/** Spec §4/§6: admins, the holders of the form's grant, and everyone who took part in it. */
const viewsProcess = (actor: Actor, process: ProcessSubject) =>
  viewsStartedProcesses(actor, process.form_id) || process.participant_ids.includes(actor.userId);

const holds = (actor: Actor, task: TaskSubject) => task.assignee_id === actor.userId;

/**
 * What the holder of an in-progress task may do with it, when its step allows (its refusal when
 * the step does not). Anyone else is told the task is no longer theirs (50059), which sends the
 * screen back to the task box, or refused outright when they may not even read the process; a
 * query user is refused outright, whatever they hold.
 */
const workedAs =
  (stepAllows: (task: TaskSubject) => true | ErrorName) => (actor: Actor, task: TaskSubject) =>
    !works(actor)
      ? false
      : !holds(actor, task)
        ? viewsProcess(actor, task.process) && 'taskNotAvailable'
        : task.status !== TaskStatus.inProgress
          ? 'taskNotInProgress'
          : stepAllows(task);

/** A task's rule on its record's files, which a cancelled record keeps as they are (30041). */
const onRecordInForce =
  (stepAllows: (task: TaskSubject) => true | ErrorName) => (task: TaskSubject) =>
    task.process.record_in_force ? stepAllows(task) : 'recordCancelled';

export const processRules = {
  'process.view': viewsProcess,
  // Spec §6: process management is configuration permission 6 (admins hold them all).
  'process.manage': (actor: Actor) => holdsPermission(actor, ConfigPermission.processManagement),
  // The holder of an open task whose step allows it, or an admin, while the process runs; never
  // a query user.
  'process.interrupt': (actor: Actor, process: ProcessSubject) => {
    if (!works(actor)) return false;
    const held = process.open_tasks.filter((task) => task.assignee_id === actor.userId);
    if (!isAdmin(actor) && held.length === 0)
      return viewsProcess(actor, process) && 'interruptNotAllowed';
    if (process.status !== ProcessStatus.inProgress) return 'processNotInProgress';
    return (
      isAdmin(actor) || held.some((task) => task.allow_interrupt_process) || 'interruptNotAllowed'
    );
  },
  // Decision 66: who works the process (admins, whoever started it or held one of its tasks)
  // attaches files at it while it runs; a reader through "view started processes" only reads.
  'process.attach': (actor: Actor, process: ProcessSubject) => {
    if (!works(actor)) return false;
    if (!isAdmin(actor) && !process.participant_ids.includes(actor.userId)) {
      return viewsProcess(actor, process) && 'processAttachNotAllowed';
    }
    if (process.status !== ProcessStatus.inProgress) return 'processNotInProgress';
    return process.record_in_force || 'recordCancelled';
  },
} satisfies Rules<Extract<Action, `process.${string}`>>;

export const processTaskRules = {
  'processTask.view': (actor: Actor, task: TaskSubject) =>
    holds(actor, task) || viewsProcess(actor, task.process),
  'processTask.complete': workedAs(() => true),
  'processTask.reassign': workedAs((task) => task.actions.allow_reassign || 'reassignNotAllowed'),
  'processTask.return': workedAs((task) => task.actions.allow_return_to_step || 'returnNotAllowed'),
  // Spec §5: the holder attaches files at an open task (3 at a time, as the company allows).
  'processTask.attach': workedAs(onRecordInForce(() => true)),
  // Spec §5 step action "move to trash": the holder trashes files of the record through the task.
  'processTask.trashFile': workedAs(
    onRecordInForce((task) => task.actions.move_file_to_trash || 'trashAtTaskNotAllowed'),
  ),
  // Spec §6 step action "electronic signature": as the trash's, it stands in for the form's grant.
  'processTask.requestSignature': workedAs(
    onRecordInForce((task) => task.actions.electronic_signature || 'signatureAtTaskNotAllowed'),
  ),
  // Whoever reads the process and works (not a query user, spec §1) comments on its open tasks; a
  // closed task takes none (spec §4).
  'processTask.comment': (actor: Actor, task: TaskSubject) =>
    !works(actor) || !(holds(actor, task) || viewsProcess(actor, task.process))
      ? false
      : task.status === TaskStatus.inProgress || 'closedTaskComment',
} satisfies Rules<Extract<Action, `processTask.${string}`>>;
