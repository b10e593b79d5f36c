/** What the other features use of lists (decision 82). */
export { listStatusLabels } from './listLabels.ts';
export { useItemChoices, useList, useListChoices } from './useLists.ts';
