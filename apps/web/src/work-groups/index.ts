/** What the other features use of work-groups (decision 82). */
export { workGroupStatusLabels } from './workGroupLabels.ts';
