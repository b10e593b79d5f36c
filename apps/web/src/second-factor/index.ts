/** What the other features use of second factors and sessions (decision 91). */
export { requirementLabels } from './secondFactorLabels.ts';
