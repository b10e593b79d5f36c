import { ListStatus, type ListStatusValue, type MessageKey } from '@custodia/contracts';

export const listStatusLabels: Record<ListStatusValue, MessageKey> = {
  [ListStatus.active]: 'lists.status.active',
  [ListStatus.inactive]: 'lists.status.inactive',
};

export const listStatusColors: Record<ListStatusValue, string> = {
  [ListStatus.active]: 'green',
  [ListStatus.inactive]: 'default',
};

/** An item's active flag, shown as a list's state is, in the item's own (masculine) words. */
export const itemStatusLabels: Record<ListStatusValue, MessageKey> = {
  [ListStatus.active]: 'lists.items.status.active',
  [ListStatus.inactive]: 'lists.items.status.inactive',
};
