/** English texts of the retention structure (issue 13): API refusals, the tree and documentary types. */
export const enTrd = {
  'errors.20000': 'A level with that code already exists in the same place of the tree.',
  'errors.20001': 'A level with that name already exists in the same place of the tree.',
  'errors.20002': 'Use only letters, digits, spaces and - _ . , :',
  'errors.20003': 'That level cannot be created under the chosen level.',
  'errors.20004': 'The TRD level does not exist.',
  'errors.20005': 'The level has sublevels and cannot be deleted.',
  'errors.20006': 'The level contains files and cannot be deleted.',
  'errors.20007': 'The level is the publication path of the forms {forms} and cannot be deleted.',
  'errors.20008':
    'The level is the publication path of the forms {forms} and {more} more, and cannot be deleted.',
  'errors.20010': 'The documentary type does not exist.',
  'errors.20011': 'A documentary type with that name already exists.',
  'errors.20012': 'The documentary type is used by files or series and cannot be deleted.',
};
