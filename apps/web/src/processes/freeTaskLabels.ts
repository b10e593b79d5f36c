import type { LinkedFiles, MessageKey } from '@custodia/contracts';

/** Spec §3 linked files option, in the order the picker offers it. */
export const linkedFilesLabels: Record<LinkedFiles, MessageKey> = {
  none: 'freeTasks.linked.none',
  last1: 'freeTasks.linked.last1',
  last2: 'freeTasks.linked.last2',
  last3: 'freeTasks.linked.last3',
  last4: 'freeTasks.linked.last4',
  all: 'freeTasks.linked.all',
};
