import type { esWindowFiles } from './es.window-files.ts';

/** English texts of what a petitioner adds at the window: texts and files (issue 47). */
export const enWindowFiles: Record<keyof typeof esWindowFiles, string> = {
  'errors.60040': 'Write the information you want to add, or attach at least one file.',
  'audit.action.pqrs.add': 'The petitioner added information to the request',
  'tracking.kind.addition': 'You added information',
  'window.fileSubject': 'Attachment sent by the petitioner of request {number}',
  'audit.field.added_text': 'Information added',
};
