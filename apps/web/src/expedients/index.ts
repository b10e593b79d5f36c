/** What the other features use of expedients (decision 82). */
export {
  PlaceInExpedientButton,
  RecordExpedientLink,
  TakeOutOfExpedientButton,
} from './RecordExpedient.tsx';
export { StructureActions } from './StructureActions.tsx';
