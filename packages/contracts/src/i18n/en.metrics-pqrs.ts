/** English texts of the PQRS metrics (issue 47 §4). */
export const enMetricsPqrs = {
  'metrics.pqrs.title': 'PQRS by month and type',
  'metrics.pqrs.note':
    'Counted by the month each PQRS was received, in the company’s time zone; answered in time or late as its answer was notified.',
  'metrics.noPqrs': 'No PQRS was received this year.',
  'metrics.column.pqrsType': 'Type',
  'metrics.column.received': 'Received',
  'metrics.column.answeredInTime': 'Answered in time',
  'metrics.column.answeredLate': 'Answered late',
  'metrics.column.averageDays': 'Average business days to answer',
};
