/** What the other features use of files (decision 82). */
export { AttachFilesButton } from './AttachFilesButton.tsx';
export { EditFileButton, MoveFileButton, TrashFileButton } from './FileActions.tsx';
export { FileChooser } from './FileChooser.tsx';
export { FileViewer } from './FileViewer.tsx';
export { type ChosenFile, choiceIsValid } from './fileChoice.ts';
export { RecordFilesPanel } from './RecordFilesPanel.tsx';
export { RecordNumberFinder } from './RecordNumberFinder.tsx';
export { UploadRefusal } from './UploadRefusal.tsx';
export { useScanReader, useTaskFiles, useUploadFiles, useUploadLimits } from './useFiles.ts';
