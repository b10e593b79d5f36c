/** French texts of the retention structure (issue 13): API refusals, the tree and documentary types. */
export const frTrd = {
  'errors.20000': 'Un niveau avec ce code existe déjà au même endroit de l’arbre.',
  'errors.20001': 'Un niveau avec ce nom existe déjà au même endroit de l’arbre.',
  'errors.20002': 'Utilisez uniquement des lettres, des chiffres, des espaces et - _ . , :',
  'errors.20003': 'Ce niveau ne peut pas être créé sous le niveau choisi.',
  'errors.20004': 'Le niveau du TRD n’existe pas.',
  'errors.20005': 'Le niveau a des sous-niveaux et ne peut pas être supprimé.',
  'errors.20006': 'Le niveau contient des fichiers et ne peut pas être supprimé.',
  'errors.20007':
    'Le niveau est le chemin de publication des formulaires {forms} et ne peut pas être supprimé.',
  'errors.20008':
    'Le niveau est le chemin de publication des formulaires {forms} et {more} autres, et ne peut pas être supprimé.',
  'errors.20010': 'Le type documentaire n’existe pas.',
  'errors.20011': 'Un type documentaire avec ce nom existe déjà.',
  'errors.20012':
    'Le type documentaire est utilisé par des fichiers ou des séries et ne peut pas être supprimé.',
};
