/** French texts of the PQRS metrics (issue 47 §4). */
export const frMetricsPqrs = {
  'metrics.pqrs.title': 'PQRS par mois et par type',
  'metrics.pqrs.note':
    'Comptées selon le mois de réception de chaque PQRS, dans le fuseau horaire de l’entreprise ; répondues à temps ou en retard selon la notification de leur réponse.',
  'metrics.noPqrs': 'Aucune PQRS n’a été reçue cette année.',
  'metrics.column.pqrsType': 'Type',
  'metrics.column.received': 'Reçues',
  'metrics.column.answeredInTime': 'Répondues à temps',
  'metrics.column.answeredLate': 'Répondues en retard',
  'metrics.column.averageDays': 'Moyenne de jours ouvrés pour répondre',
};
