/** English texts of the task box (issue 32). */
export const enTasks = {
  'errors.50101': 'Give both dates of the range.',
  'errors.50102': 'The start date cannot be after the end date.',
  'errors.50103': 'The date range spans 30 days at most.',
};
