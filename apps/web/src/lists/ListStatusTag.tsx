import { ListStatus, type ListStatusValue } from '@custodia/contracts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { itemStatusLabels, listStatusColors, listStatusLabels } from './listLabels.ts';

export function ListStatusTag({ status }: { status: ListStatusValue }) {
  return <StatusTag status={status} labels={listStatusLabels} colors={listStatusColors} />;
}

/** An item is active or not, shown in the colours of a list's two states. */
export function ItemStatusTag({ active }: { active: boolean }) {
  return (
    <StatusTag
      status={active ? ListStatus.active : ListStatus.inactive}
      labels={itemStatusLabels}
      colors={listStatusColors}
    />
  );
}
