import { ExpedientStatus, type ExpedientStatusValue, type MessageKey } from '@custodia/contracts';

export const expedientStatusLabels: Record<ExpedientStatusValue, MessageKey> = {
  [ExpedientStatus.open]: 'expedients.status.open',
  [ExpedientStatus.closed]: 'expedients.status.closed',
};

export const expedientStatusColors: Record<ExpedientStatusValue, string> = {
  [ExpedientStatus.open]: 'green',
  [ExpedientStatus.closed]: 'default',
};
