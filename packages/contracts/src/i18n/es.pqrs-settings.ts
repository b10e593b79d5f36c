/** Textos en español de la pantalla que configura la ventanilla de PQRS (issue 47). */
export const esPqrsSettings = {
  'menu.pqrs': 'Ventanilla de PQRS',
  'pqrsSettings.title': 'Ventanilla de PQRS',
  'pqrsSettings.help':
    'En la ventanilla cualquier persona radica peticiones, quejas, reclamos y sugerencias sin tener cuenta. Cada PQRS queda como un registro del formulario elegido, a nombre de quien recibe, y su término se cuenta en días hábiles del calendario laboral.',
  'pqrsSettings.windowOpen': 'Ventanilla abierta',
  'pqrsSettings.intakeForm': 'Formulario donde se radican',
  'pqrsSettings.intakeFormHelp':
    'Un formulario activo sin campos obligatorios: la ventanilla solo llena el asunto.',
  'pqrsSettings.noForms': 'No hay formularios activos',
  'pqrsSettings.receiver': 'Persona que recibe',
  'pqrsSettings.receiverHelp':
    'Las PQRS se radican a su nombre: debe estar activa y poder radicar en el formulario.',
  'pqrsSettings.policyText': 'Política de tratamiento de datos personales',
  'pqrsSettings.policyTextHelp':
    'Quien radica la lee y la acepta antes de enviar (Ley 1581 de 2012).',
  'pqrsSettings.askCharacterisation': 'Preguntar la caracterización',
  'pqrsSettings.askCharacterisationHelp':
    'Sexo, grupo étnico, discapacidad y rango de edad; nunca son obligatorios.',
  'pqrsSettings.saved': 'Ventanilla guardada.',
  'pqrsSettings.address': 'Dirección pública de la ventanilla',
  'pqrsSettings.copyAddress': 'Copiar la dirección',
  'pqrsSettings.addressCopied': 'Dirección copiada',
  'pqrsSettings.openAddress': 'Abrir la ventanilla en una pestaña nueva',
  'pqrsSettings.types': 'Tipos de PQRS',
  'pqrsSettings.typesHelp':
    'Los términos se cuentan en días hábiles desde el día siguiente a la radicación; la prórroga es la más larga que puede darse una vez.',
  'pqrsSettings.typeName': 'Nombre',
  'pqrsSettings.termDays': 'Término (días hábiles)',
  'pqrsSettings.extensionDays': 'Prórroga máxima (días hábiles)',
  'pqrsSettings.active': 'Activo',
  'pqrsSettings.state.active': 'Activo',
  'pqrsSettings.state.inactive': 'Inactivo',
  'pqrsSettings.addType': 'Agregar un tipo',
  'pqrsSettings.editType': 'Modificar {name}',
  'pqrsSettings.lawNameHelp': 'Vacío conserva el nombre de la ley: {name}.',
  'pqrsSettings.typeSaved': 'Tipo de PQRS guardado.',
};
