import type { esWeb } from './es.web.ts';

export const enWeb: Record<keyof typeof esWeb, string> = {
  'app.name': 'Custodia',
};
