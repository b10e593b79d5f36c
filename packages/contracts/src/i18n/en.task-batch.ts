/** English texts of batch work (issue 32 point 4). */
export const enTaskBatch = {
  'errors.50098':
    'The tasks of a batch must be of the same workflow: those of records {records} are not.',
  'errors.50099':
    'The tasks of a batch must be at the same step: those of records {records} are not.',
  'errors.50100': 'Step “{step}” fills a data form: its tasks are worked one at a time.',
  'errors.50106': 'A batch holds 2 to 20 in-progress tasks assigned to you.',
};
