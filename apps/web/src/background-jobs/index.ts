/** What the other features use of background-jobs (decision 82). */
export { backgroundJobKindLabels } from './backgroundJobLabels.ts';
