import {
  type Action,
  allowedParents,
  ConfigPermission,
  type ErrorName,
  ExpedientStatus,
  type ExpedientStatusValue,
  TrdLevel,
} from '@custodia/contracts';
import { formRules } from '../forms/forms.policy.ts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules, unlessHeld } from '../platform/policy.ts';

/** The TRD configuration permission (spec §6: 1), which admins hold; query users never do. */
export const configuresTrd = (actor: Actor) => holds(actor, ConfigPermission.trdConfiguration);

/** What the rules on a node's own changes read of it: its level, what sits in it and where it lies. */
export type TrdNodeSubject = {
  level: TrdLevel;
  holds_files: boolean;
  /** The status of the expedient the node is or lies in; null above expedients. */
  expedient_status: ExpedientStatusValue | null;
};

/** Where directories are made: a directory takes subdirectories (level 9). */
export const directoryParents: readonly TrdLevel[] = [
  ...allowedParents[TrdLevel.directory],
  ...allowedParents[TrdLevel.subdirectory],
];

/** What the expedients' screens rename: what hangs in an expedient, and directories. */
export const renamedLevels: readonly TrdLevel[] = [
  TrdLevel.subdivision,
  TrdLevel.directory,
  TrdLevel.subdirectory,
];

/** Nothing changes in a closed expedient or below it (20062); above expedients nothing is closed. */
const open = (node: Pick<TrdNodeSubject, 'expedient_status'>) =>
  node.expedient_status === null || acceptsFiles({ status: node.expedient_status });

/**
 * Subdivisions and directories are made only in an open place where no file sits yet (20065):
 * the files of a level would otherwise sit beside its sublevels (decision 81).
 */
export function takesNewLevels(node: Omit<TrdNodeSubject, 'level'>): true | ErrorName {
  const verdict = open(node);
  if (verdict !== true) return verdict;
  return node.holds_files ? 'expedientNodeHoldsFiles' : true;
}

/**
 * Who configuresTrd the retention structure and its documentary types, and who reads the whole tree:
 * its configurers, and form designers choosing a form's publication path. What a standard user
 * consults through level grants is the level permissions' rule (trdLevel.*), not these.
 */
export const trdRules = {
  'trd.configure': configuresTrd,
  'trd.browse': (actor: Actor) => configuresTrd(actor) || formRules['form.list'](actor),
  // A node a legal hold covers keeps its name, code and retention, and stays (82000).
  'trdNode.edit': unlessHeld(configuresTrd),
  'trdNode.delete': unlessHeld(configuresTrd),
  'trdNode.addDirectories': (actor: Actor, node: TrdNodeSubject) =>
    configuresTrd(actor) && directoryParents.includes(node.level) && takesNewLevels(node),
  'trdNode.rename': (actor: Actor, node: Pick<TrdNodeSubject, 'level' | 'expedient_status'>) =>
    configuresTrd(actor) && renamedLevels.includes(node.level) && open(node),
  'documentaryType.list': configuresTrd,
  'documentaryType.manage': configuresTrd,
  'documentaryType.edit': configuresTrd,
  // A type that files or series use stays (20012): the answer says so before anyone tries.
  'documentaryType.delete': (actor: Actor, type: { in_use: boolean }) =>
    !configuresTrd(actor) ? false : type.in_use ? 'documentaryTypeInUse' : true,
} satisfies Rules<
  Extract<Action, `trd.${string}` | `trdNode.${string}` | `documentaryType.${string}`>
>;

/**
 * A closed expedient is frozen (spec §4): nothing is added to it, moved into it or renamed in it.
 * Asked before placing a file in an expedient or anything below it, and before changing one; the
 * refusal is the 403 "expedient" message of spec §8.
 */
export function acceptsFiles(expedient: { status: ExpedientStatusValue }): true | ErrorName {
  return expedient.status === ExpedientStatus.open ? true : 'expedientClosed';
}
