/**
 * Batch work (issue 32 point 4), for the task box to mount over the tasks it has selected:
 * `<BatchWizard open taskIds labels onClose onDone />` completes them, and
 * `<ReassignBatchDialog open taskIds labels onClose onDone />` gives them to someone else.
 */
export { BatchWizard } from './BatchWizard.tsx';
export { ReassignBatchDialog } from './ReassignBatchDialog.tsx';
