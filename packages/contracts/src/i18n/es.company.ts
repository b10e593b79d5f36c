/** Spanish texts of the company's parameters and its integrations: refusals, screens, audit. */
export const esCompany = {
  'errors.70004': 'El umbral naranja debe ser menor que el verde',
  'menu.company': 'Parámetros de la empresa',
  'company.title': 'Parámetros de la empresa',
  'company.saved': 'Parámetros guardados.',
  'company.domain': 'Dominio',
  'company.name': 'Nombre',
  'company.taxId': 'NIT',
  'company.timeZoneHelp':
    'Los radicados se fechan y se muestran en esta zona, y los vencimientos se cuentan en ella.',
  'company.passwordExpirationDays': 'Días de vigencia de la contraseña',
  'company.passwordExpirationHelp':
    'Vacío: las contraseñas no vencen. 0: todos deben cambiar su contraseña al volver a usarla.',
  'company.expedientConsult': 'Mostrar la consulta de expedientes en el menú',
  'company.deadlineColours': 'Colores de vencimiento',
  'company.deadlineColoursHelp':
    'Según la parte del tiempo hábil que le queda a una tarea: verde por encima del primer umbral, naranja por encima del segundo, rojo en el resto.',
  'company.greenAbove': 'Verde por encima de (%)',
  'company.orangeAbove': 'Naranja por encima de (%)',
  'company.uploads.title': 'Límites de carga de archivos',
  'audit.module.integrations': 'Integraciones',
  'audit.action.integrations.request': 'Integración solicitada',
  'audit.action.integrations.state': 'Estado de la solicitud de integración',
  'audit.action.integrations.configure': 'Integración configurada',
  'audit.action.integrations.agreement': 'Convenio de comunicaciones cargado',
  'audit.entity.integration': 'Integración',
  'integrations.requestNumber': 'Número de solicitud',
  'integrations.contactName': 'Nombre de contacto',
  'integrations.portalUser': 'Usuario del portal',
  'integrations.portalKey': 'Clave del portal',
  'integrations.agreement': 'Convenio de comunicaciones (PDF)',
};
