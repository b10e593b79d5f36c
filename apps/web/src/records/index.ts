/** What the other features use of records (decision 82). */
export { RecordEditChanges } from './RecordEditChanges.tsx';
