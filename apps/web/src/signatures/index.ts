/** What the other features use of signatures (decision 82). */
export { RecordSignatures } from './RecordSignatures.tsx';
export { RequestSignaturesButton } from './RequestSignaturesButton.tsx';
export { identityDocumentLabels } from './signatureLabels.ts';
