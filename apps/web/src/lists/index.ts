/** What the other features use of lists (decision 82). */
export { useItemChoices, useList, useListChoices } from './useLists.ts';
