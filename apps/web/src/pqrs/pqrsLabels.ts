import type { MessageKey, PqrsState } from '@custodia/contracts';

/** A PQRS's states as the office reads them. */
export const pqrsStateLabels: Record<PqrsState, MessageKey> = {
  received: 'pqrs.state.received',
  incomplete: 'pqrs.state.incomplete',
  answered: 'pqrs.state.answered',
  withdrawn: 'pqrs.state.withdrawn',
  remitted: 'pqrs.state.remitted',
};
