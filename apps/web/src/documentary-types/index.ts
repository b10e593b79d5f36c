/** What the other features use of documentary-types (decision 82). */
export { DocumentaryTypeSelect } from './DocumentaryTypeSelect.tsx';
export { useDocumentaryTypes } from './useDocumentaryTypes.ts';
