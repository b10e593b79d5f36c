/** Spanish texts of the retention structure (issue 13): API refusals, the tree and documentary types. */
export const esTrd = {
  'errors.20000': 'Ya existe un nivel con ese código en el mismo lugar del árbol.',
  'errors.20001': 'Ya existe un nivel con ese nombre en el mismo lugar del árbol.',
  'errors.20002': 'Use solo letras, números, espacios y los signos - _ . , :',
  'errors.20003': 'Ese nivel no puede crearse bajo el nivel elegido.',
  'errors.20004': 'El nivel de la TRD no existe.',
  'errors.20005': 'El nivel tiene subniveles y no se puede eliminar.',
  'errors.20006': 'El nivel contiene archivos y no se puede eliminar.',
  'errors.20007':
    'El nivel es la ruta de publicación de los formularios {forms} y no se puede eliminar.',
  'errors.20008':
    'El nivel es la ruta de publicación de los formularios {forms} y {more} más, y no se puede eliminar.',
  'errors.20010': 'El tipo documental no existe.',
  'errors.20011': 'Ya existe un tipo documental con ese nombre.',
  'errors.20012': 'El tipo documental está en uso por archivos o series y no se puede eliminar.',
};
