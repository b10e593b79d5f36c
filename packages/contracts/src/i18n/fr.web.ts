import type { esWeb } from './es.web.ts';

export const frWeb: Record<keyof typeof esWeb, string> = {
  'app.name': 'Custodia',
};
