/** What the other features use of trd-tree (decision 82). */

export {
  accessClassLabels,
  dispositionLabels,
  levelLabel,
  nodeLabel,
  statusLabels,
  supportLabels,
} from './trdLabels.ts';
export {
  useLevelFiles,
  useLevelLabel,
  useTreeLevelFetcher,
  useTreeRoots,
} from './useVisibleTree.ts';
export { type PickedLevel, VisibleLevelPicker } from './VisibleLevelPicker.tsx';
