import type { esWindowFiles } from './es.window-files.ts';

/** English texts of what a petitioner adds at the window: texts and files (issue 47). */
export const enWindowFiles: Record<keyof typeof esWindowFiles, string> = {
  'errors.60040': 'Write the information you want to add, or attach at least one file.',
  'audit.action.pqrs.add': 'The petitioner added information to the request',
  'tracking.kind.addition': 'You added information',
  'window.fileSubject': 'Attachment sent by the petitioner of request {number}',
  'audit.field.added_text': 'Information added',
  'window.files': 'Files (optional)',
  'window.filesHint_one':
    'Up to {count} file of at most {size} MB: PDF, pictures or office documents.',
  'window.filesHint_many':
    'Up to {count} files of at most {size} MB each: PDF, pictures or office documents.',
  'window.filesHint_other':
    'Up to {count} files of at most {size} MB each: PDF, pictures or office documents.',
  'window.filesNotAttached':
    'Your request was filed, but its files were not attached: {reason} You can attach them on the tracking page.',
  'tracking.filesSent': 'Files: {names}',
  'tracking.addTitle': 'Add information',
  'tracking.addText': 'What you want to add',
  'tracking.addSubmit': 'Send',
  'tracking.added': 'We received what you added.',
  'pqrs.record.messages': 'Messages with the petitioner',
  'pqrs.record.kind.extension': 'The term was extended',
  'pqrs.record.kind.completion_request': 'The petitioner was asked to complete it',
  'pqrs.record.kind.completion': 'The petitioner completed it',
  'pqrs.record.kind.withdrawal': 'The petitioner withdrew it',
  'pqrs.record.kind.tacit_withdrawal': 'Withdrawn, not completed within a month',
  'pqrs.record.kind.addition': 'The petitioner added information',
  'pqrs.record.filesSent': 'Files (among the record’s files): {names}',
};
