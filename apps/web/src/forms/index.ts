/** What the other features use of forms (decision 82). */
export { type FilingTyped, RecordFields, toFilingInput, toRecordValues } from './FormRenderer.tsx';
export { fromRecord, RecordDataItems, typedValues } from './RecordDataItems.tsx';
export { useFieldList } from './useFormFields.ts';
