/** What the other features use of second factors and sessions (decision 91). */
export { FactorPolicyCard } from './FactorPolicyCard.tsx';
export { requirementLabels } from './secondFactorLabels.ts';
export { UserAccessCard } from './UserAccessCard.tsx';
