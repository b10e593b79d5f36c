import { type Action, scanMimeTypes } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';
import {
  correction,
  corrects,
  filesInSomeForm,
  inForce,
  type RecordSubject,
  recordRules,
} from '../records/records.policy.ts';
import { type TrdLevelSubject, trdLevelRules } from '../trd/tree-permissions.policy.ts';

/**
 * A file as its rules read it: the record it belongs to (its form, status and filer), and where it
 * sits in the TRD (its node and the levels above; none outside the tree).
 */
export type FileSubject = RecordSubject & TrdLevelSubject & { mime: string };

/** A file in the trash: its record, and who moved it there. */
export type TrashedFileSubject = { record: RecordSubject; trashed_by: string };

/**
 * Adding files to a record, and changing or trashing one, correct the record: the same people may
 * (admins, and its filer while they may file in its form) while it is in force. Seeing a file's
 * content is the form's "view files" grant (spec §6), or a consult grant on the TRD level the file
 * sits in or one above it (decision 53): an archivist reads what is filed where they consult.
 */
export const fileRules = {
  'recordFiles.upload': correction,
  'recordFile.view': (actor: Actor, file: FileSubject) =>
    recordRules['record.viewFiles'](actor, file.form) ||
    (file.ancestor_ids.length > 0 && trdLevelRules['trdLevel.consult'](actor, file)),
  'recordFile.edit': correction,
  'recordFile.addVersion': correction,
  'recordFile.trash': correction,
  // Reading a scan again rewrites the record's searched words: a correction too, of a picture or
  // a PDF (80050 for anything else).
  'recordFile.readAgain': (actor: Actor, file: FileSubject) =>
    scanMimeTypes.has(file.mime) ? correction(actor, file) : 'fileNotScan',
  // Whoever moved a file to the trash may take it back while they may still correct its record;
  // a record cancelled since is no place to go back to (4026).
  'trashedFile.restore': (actor: Actor, file: TrashedFileSubject) => {
    const own =
      isAdmin(actor) || (file.trashed_by === actor.userId && corrects(actor, file.record));
    if (!own) return false;
    return inForce(file.record) === true ? true : 'trashOriginGone';
  },
  // Deleting for good destroys a document kept by law: administrators only.
  'trashedFile.delete': isAdmin,
  // The trash shows what its reader moved there (all of it to admins): those who may trash files.
  'fileTrash.read': filesInSomeForm,
} satisfies Rules<
  Extract<Action, `${'recordFiles' | 'recordFile' | 'trashedFile' | 'fileTrash'}.${string}`>
>;
