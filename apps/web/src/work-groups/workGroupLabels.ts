import { type MessageKey, WorkGroupStatus, type WorkGroupStatusValue } from '@custodia/contracts';

export const workGroupStatusLabels: Record<WorkGroupStatusValue, MessageKey> = {
  [WorkGroupStatus.active]: 'workGroups.status.active',
  [WorkGroupStatus.inactive]: 'workGroups.status.inactive',
};
