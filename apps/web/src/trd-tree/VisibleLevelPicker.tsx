import type { TrdVisibleNodeDto } from '@custodia/contracts';
import { TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevelLabel, useTreeLevelFetcher, useTreeRoots } from './useVisibleTree.ts';

/** A node of the picker with the fund above it, which the TRD's paths name. */
export type PickedLevel = TrdVisibleNodeDto & { fund: string };

/**
 * The TRD tree as the caller may see it, opened level by level, to pick one level. Which levels
 * may be picked is the caller's: the abilities on each node say what the person may do there.
 * Inside a form item, the item gives `value` and takes `onPick` as its trigger.
 */
export function VisibleLevelPicker({
  value,
  onPick,
  selectable,
  placeholder,
  label: ariaLabel,
  testId,
}: {
  value?: PickedLevel;
  onPick?: (node: PickedLevel | undefined) => void;
  selectable: (node: TrdVisibleNodeDto) => boolean;
  placeholder: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const label = useLevelLabel();
  const fetchLevel = useTreeLevelFetcher();
  const roots = useTreeRoots();
  const [below, setBelow] = useState<PickedLevel[]>([]);
  const nodes: PickedLevel[] = [
    ...(roots.data ?? []).map((node) => ({ ...node, fund: node.id })),
    ...below,
  ];

  async function open(parent: PickedLevel): Promise<void> {
    const children = await fetchLevel(parent.id);
    setBelow((loaded) => [
      ...loaded.filter((node) => node.parent_id !== parent.id),
      ...children.map((node) => ({ ...node, fund: parent.fund })),
    ]);
  }

  return (
    <TreeSelect
      treeDataSimpleMode={{ id: 'id', pId: 'parent_id' }}
      treeData={nodes.map((node) => ({
        id: node.id,
        parent_id: node.parent_id,
        value: node.id,
        title: label(node),
        isLeaf: !node.has_children,
        selectable: selectable(node),
      }))}
      loadData={async ({ value: id }) => {
        const parent = nodes.find((node) => node.id === id);
        if (parent) await open(parent);
      }}
      value={value?.id}
      onChange={(id: string | undefined) => onPick?.(nodes.find((node) => node.id === id))}
      allowClear
      // Drawn whole, not windowed: the tree opens one level at a time, so what is drawn stays what
      // the person opened, and every opened level is there for a screen reader and for scrolling.
      virtual={false}
      loading={roots.isPending}
      placeholder={placeholder}
      aria-label={ariaLabel}
      notFoundContent={t('trdGrants.noTree')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
