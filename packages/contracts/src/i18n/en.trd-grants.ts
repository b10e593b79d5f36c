import type { esTrdGrants } from './es.trd-grants.ts';

/** English texts of the roles' TRD-level permissions (issue 13). */
export const enTrdGrants: Record<keyof typeof esTrdGrants, string> = {
  'errors.10053': 'The role has no permissions on that level.',
  'errors.10054': 'The level {level} does not exist in the TRD or is not in the fund given.',
  'errors.10055': 'The level {level} already has the consult and upload permissions.',
  'errors.10056': 'The level {level} already has the consult permission.',
  'errors.10057': 'The level {level} already has the upload permission.',
  'errors.10064': 'The level {level} was already added.',
  temporalPermissionLevelValidation1: 'Select at least one permission',
  'trdGrants.title': 'TRD level permissions',
  'trdGrants.help':
    'A permission on a level holds for everything below it: series, subseries, case files and directories.',
  'trdGrants.level': 'Level',
  'trdGrants.pickLevel': 'Pick a level of the tree',
  'trdGrants.noTree': 'The TRD has no levels yet.',
  'trdGrants.consult': 'Consult',
  'trdGrants.upload': 'Upload',
  'trdGrants.permissions': 'Permissions',
  'trdGrants.stage': 'Add to the list',
  'trdGrants.staged': 'Levels to save',
  'trdGrants.unstage': 'Remove {level} from the list',
  'trdGrants.submit': 'Save level permissions',
  'trdGrants.saved': 'Level permissions saved.',
  'trdGrants.granted': 'Permissions granted',
  'trdGrants.none': 'The role has no permissions on any TRD level yet.',
  'trdGrants.remove': 'Remove',
  'trdGrants.refusedTitle': 'The level cannot be added',
  'trdGrants.refusedConfirm': 'Remove from the list',
  'menu.trdConsult': 'Consult retention structure',
  'trdConsult.title': 'Consult retention structure',
  'trdConsult.help':
    'The TRD levels your roles grant you permissions on, with everything below them; the levels above show only as the path to reach them.',
  'trdConsult.pathOnly': 'Path only',
  'trdConsult.empty': 'Your roles give you no permissions on any TRD level.',
  'audit.action.roles.trd_grant': 'Role TRD level permissions changed',
  'audit.field.trdLevel': 'TRD level',
};
