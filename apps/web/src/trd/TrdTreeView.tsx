import type { TrdNodeDto } from '@custodia/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { nodeLabel } from '../trd-tree/index.ts';
import { levelQuery } from './useTrd.ts';

export type TrdTreeState = {
  pending: boolean;
  treeData: TreeDataNode[];
  /** A node on screen, as its level's latest answer gives it. */
  nodeOf(id: string | undefined): TrdNodeDto | undefined;
};

/**
 * The TRD tree, read one level at a time (GET /trd/tree/?parent_id=): a node's children are asked
 * for when it is opened, so a tree of thousands of nodes opens at once. Each level is a query of
 * its own, so a change anywhere refreshes the levels on screen and keeps them open. Nodes that
 * cannot be chosen show greyed (a form's path: only series and subseries).
 */
export function useTrdTree(
  expanded: string[],
  testId: string,
  selectable: (node: TrdNodeDto) => boolean = () => true,
): TrdTreeState {
  const { t } = useTranslation();
  const [root, ...opened] = useQueries({
    queries: [levelQuery(undefined), ...expanded.map((id) => levelQuery(id))],
  });
  const children = new Map(expanded.map((id, index) => [id, opened[index]?.data]));
  const byId = new Map<string, TrdNodeDto>();

  function toData(nodes: TrdNodeDto[]): TreeDataNode[] {
    return nodes.map((node) => {
      byId.set(node.id, node);
      const loaded = children.get(node.id);
      return {
        key: node.id,
        title: <span data-testid={`${testId}-node-${node.code}`}>{nodeLabel(t, node)}</span>,
        isLeaf: !node.has_children,
        disabled: !selectable(node),
        ...(loaded ? { children: toData(loaded) } : {}),
      };
    });
  }

  const treeData = toData(root?.data ?? []);
  return {
    pending: root?.isPending ?? true,
    treeData,
    nodeOf: (id) => (id === undefined ? undefined : byId.get(id)),
  };
}

type Props = {
  tree: TrdTreeState;
  /** The nodes whose children show; kept by the caller so a return to the screen keeps them. */
  expanded: string[];
  onExpand(expanded: string[]): void;
  selected: string | undefined;
  onSelect(id: string | undefined): void;
  emptyText: string;
  testId: string;
};

export function TrdTreeView({
  tree,
  expanded,
  onExpand,
  selected,
  onSelect,
  emptyText,
  testId,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (tree.pending) return <Spin />;
  if (tree.treeData.length === 0) return <Empty description={emptyText} />;
  return (
    <Tree
      treeData={tree.treeData}
      expandedKeys={expanded}
      selectedKeys={selected ? [selected] : []}
      loadData={(node) => queryClient.fetchQuery(levelQuery(String(node.key))).then(() => {})}
      onExpand={(keys) => onExpand(keys.map(String))}
      onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
      aria-label={t('trd.tree.label')}
      data-testid={testId}
      blockNode
    />
  );
}
