/** Textes français du traitement par lot (issue 32 point 4). */
export const frTaskBatch = {
  'errors.50098':
    'Les tâches d’un lot doivent relever du même flux de travail : ce n’est pas le cas de celles des dossiers {records}.',
  'errors.50099':
    'Les tâches d’un lot doivent être à la même étape : ce n’est pas le cas de celles des dossiers {records}.',
  'errors.50100':
    'L’étape « {step} » remplit un formulaire de données : ses tâches se traitent une à une.',
  'errors.50106': 'Un lot réunit de 2 à 20 tâches en cours qui vous sont assignées.',
};
