/**
 * What other features may use of the TRD: its nodes read, placed and changed (files,
 * expedients), whether a node accepts files (closed expedients do not) or new levels (nor levels
 * holding files), documentary types read,
 * a level as its rules read it, a form's publication path, and the series a person may consult
 * (the dashboard's figure).
 */
export { findDocumentaryType } from './documentary-types.service.ts';
export { directoryParents, takesNewLevels } from './trd.policy.ts';
export { fundOf, type PlacementRow } from './trd.repo.ts';
export {
  ensureNodeAcceptsFiles,
  findNode,
  findPlacement,
  insertNode,
  placeFormPublicationPath,
  updateNode,
} from './trd.service.ts';
export { consultableSeries, nodeSubject } from './tree-permissions.service.ts';
