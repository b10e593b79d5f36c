import type { TrdVisibleNodeDto } from '@custodia/contracts';
import { Card, Empty, Flex, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { useLevelLabel, useTreeLevelFetcher, useTreeRoots } from './useVisibleTree.ts';

/** A node's name and what the user may do there, as the server's abilities say. */
function NodeTitle({ node }: { node: TrdVisibleNodeDto }) {
  const { t } = useTranslation();
  const label = useLevelLabel();
  return (
    <Flex gap={6} wrap align="center" data-testid="trd-consult-node">
      <span>{label(node)}</span>
      {node.path_only && <Tag>{t('trdConsult.pathOnly')}</Tag>}
      {node.abilities.consult && <Tag color="blue">{t('trdGrants.consult')}</Tag>}
      {node.abilities.upload && <Tag color="green">{t('trdGrants.upload')}</Tag>}
    </Flex>
  );
}

/**
 * The retention structure as far as the user's roles reach (spec §2 side menu "consult retention
 * structure"): the levels granted and everything below them, and the levels above them only as
 * the way there. It opens one level at a time.
 */
export default function TrdConsultPage() {
  const { t } = useTranslation();
  const roots = useTreeRoots();
  const fetchLevel = useTreeLevelFetcher();
  const [below, setBelow] = useState<TrdVisibleNodeDto[]>([]);
  if (roots.isPending) return <Loading />;
  const nodes = [...(roots.data ?? []), ...below];

  const childrenOf = (parentId: string | null): TreeDataNode[] =>
    nodes
      .filter((node) => node.parent_id === parentId)
      .map((node) => ({
        key: node.id,
        title: <NodeTitle node={node} />,
        isLeaf: !node.has_children,
        children: below.some((child) => child.parent_id === node.id)
          ? childrenOf(node.id)
          : undefined,
      }));

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('trdConsult.help')}</Typography.Paragraph>
      {nodes.length === 0 ? (
        <Empty description={t('trdConsult.empty')} />
      ) : (
        <Tree
          treeData={childrenOf(null)}
          loadData={async ({ key }) => {
            const children = await fetchLevel(String(key));
            setBelow((loaded) => [...loaded.filter((node) => node.parent_id !== key), ...children]);
          }}
          selectable={false}
          aria-label={t('trdConsult.title')}
          data-testid="trd-consult-tree"
        />
      )}
    </Card>
  );
}
