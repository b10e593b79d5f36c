/** Spanish texts of the PQRS metrics (issue 47 §4). */
export const esMetricsPqrs = {
  'metrics.pqrs.title': 'PQRS por mes y tipo',
  'metrics.pqrs.note':
    'Contadas por el mes en que se recibió cada PQRS, en la zona horaria de la empresa; respondidas a tiempo o tarde según se notificó su respuesta.',
  'metrics.noPqrs': 'No se recibió ninguna PQRS este año.',
  'metrics.column.pqrsType': 'Tipo',
  'metrics.column.received': 'Recibidas',
  'metrics.column.answeredInTime': 'Respondidas a tiempo',
  'metrics.column.answeredLate': 'Respondidas tarde',
  'metrics.column.averageDays': 'Promedio de días hábiles para responder',
};
