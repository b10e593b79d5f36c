/** Spanish texts of the web app (the default language). */

export const esWeb = {
  'app.name': 'Custodia',
};
