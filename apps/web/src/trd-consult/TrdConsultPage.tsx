import type { TrdVisibleNodeDto } from '@custodia/contracts';
import { Card, Empty, Flex, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { useLevelLabel, useTreeLevelFetcher, useTreeRoots } from '../trd-tree/index.ts';
import { LevelFiles } from './LevelFiles.tsx';

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
 * the way there. It opens one level at a time; choosing a level the user consults lists its files.
 */
export default function TrdConsultPage() {
  const { t } = useTranslation();
  const roots = useTreeRoots();
  const fetchLevel = useTreeLevelFetcher();
  const [below, setBelow] = useState<TrdVisibleNodeDto[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (roots.isPending) return <Loading />;
  const nodes = [...(roots.data ?? []), ...below];
  const chosenNode = nodes.find((node) => node.id === chosen);

  const childrenOf = (parentId: string | null): TreeDataNode[] =>
    nodes
      .filter((node) => node.parent_id === parentId)
      .map((node) => ({
        key: node.id,
        title: <NodeTitle node={node} />,
        // A level above the grants is only the way there: it shows no files and takes none.
        selectable: node.abilities.consult || node.abilities.upload,
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
          selectedKeys={chosen ? [chosen] : []}
          onSelect={([key]) => setChosen(key === undefined ? null : String(key))}
          aria-label={t('trdConsult.title')}
          data-testid="trd-consult-tree"
        />
      )}
      {chosenNode ? (
        <LevelFiles node={chosenNode} />
      ) : (
        nodes.length > 0 && (
          <Typography.Paragraph type="secondary">{t('trdConsult.files.pick')}</Typography.Paragraph>
        )
      )}
    </Card>
  );
}
