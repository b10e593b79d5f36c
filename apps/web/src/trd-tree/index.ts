/** What the other features use of trd-tree (decision 82). */

export {
  useLevelFiles,
  useLevelLabel,
  useTreeLevelFetcher,
  useTreeRoots,
} from './useVisibleTree.ts';
export { type PickedLevel, VisibleLevelPicker } from './VisibleLevelPicker.tsx';
