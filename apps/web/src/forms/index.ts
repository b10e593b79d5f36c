/** What the other features use of forms (decision 82). */
export { type FilingTyped, RecordFields, toFilingInput, toRecordValues } from './FormRenderer.tsx';
export { controlLabels, dataTypeLabels } from './fieldLabels.ts';
export { attachFilesLabels, formStatusLabels, stickerTypeLabels } from './formLabels.ts';
export { fromRecord, RecordDataItems, typedValues } from './RecordDataItems.tsx';
export { useFieldList } from './useFormFields.ts';
