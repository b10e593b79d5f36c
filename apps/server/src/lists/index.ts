/**
 * What other features may use of lists: whether a list or an item may still be chosen, and the
 * names a record's items are read by. Everything else of the feature is its own.
 */

export type { ActiveItemRow } from './lists.repo.ts';
export { activeItems, isActiveList, itemNames } from './lists.service.ts';
