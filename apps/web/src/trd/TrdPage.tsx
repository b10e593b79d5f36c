import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { childLevels, structureLevels, type TrdNodeDto } from '@custodia/contracts';
import { App, Button, Card, Col, Flex, Popconfirm, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { StructureActions } from '../expedients/index.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { levelLabel, nodeLabel, statusLabels } from '../trd-tree/index.ts';
import { TrdTreeView, useTrdTree } from './TrdTreeView.tsx';
import { treeMemory } from './treeMemory.ts';
import { useDeleteNode, useTrdNode } from './useTrd.ts';

export const createChildPath = (parent: TrdNodeDto, level: number) =>
  `${generatePath(paths.trdOrdination, {})}?parent=${parent.id}&level=${level}`;

/** What can be done with the chosen node, as its answer's abilities say. */
function NodeActions({ node, onDeleted }: { node: TrdNodeDto; onDeleted(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { abilities } = useActiveSession();
  const remove = useDeleteNode();
  const detail = useTrdNode(node.id);
  const label = nodeLabel(t, node);
  // Levels 6–9 (expedients and what hangs from them) are created from the expedients' screens.
  const children = childLevels(node.level).filter((level) => structureLevels.includes(level));
  return (
    <Card title={label} data-testid="trd-selected">
      <Typography.Paragraph>
        {t('trd.fields.status')}: {t(statusLabels[node.status] ?? 'trd.status.active')}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        {abilities['trd.configure'] &&
          children.map((level) => (
            <LinkButton
              key={level}
              to={createChildPath(node, level)}
              icon={<PlusOutlined />}
              data-testid={`trd-add-${level}`}
            >
              {t('trd.addChild', { level: t(levelLabel(level)) })}
            </LinkButton>
          ))}
        {node.abilities.edit && structureLevels.includes(node.level) && (
          <LinkButton
            to={generatePath(paths.trdOrdination, { id: node.id })}
            icon={<EditOutlined />}
            data-testid="trd-edit"
          >
            {t('trd.actions.edit')}
          </LinkButton>
        )}
        {node.abilities.delete && (
          <Popconfirm
            title={t('trd.delete.confirm', { node: label })}
            okText={t('trd.actions.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'trd-delete-confirm' }}
            onConfirm={() =>
              remove.mutate(node, {
                onSuccess: () => {
                  message.success(t('trd.deleted'));
                  onDeleted();
                },
              })
            }
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              data-testid="trd-delete"
            >
              {t('trd.actions.delete')}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {abilities['expedient.manage'] && detail.data && (
        <div style={{ marginTop: 16 }}>
          <StructureActions node={node} backgroundId={detail.data.background_id} />
        </div>
      )}
    </Card>
  );
}

/** Spec §2 /trd: the retention structure as a tree, built and pruned node by node. */
export default function TrdPage() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(treeMemory.expanded);
  const [selected, setSelected] = useState(treeMemory.selected);
  treeMemory.expanded = expanded;
  treeMemory.selected = selected;
  const tree = useTrdTree(expanded, 'trd-tree');
  const node = tree.nodeOf(selected);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card
          extra={
            <LinkButton
              to={generatePath(paths.trdOrdination, {})}
              type="primary"
              icon={<PlusOutlined />}
              data-testid="trd-add-fund"
            >
              {t('trd.addFund')}
            </LinkButton>
          }
        >
          <TrdTreeView
            tree={tree}
            expanded={expanded}
            onExpand={setExpanded}
            selected={selected}
            onSelect={setSelected}
            emptyText={t('trd.empty')}
            testId="trd-tree"
          />
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        {node && <NodeActions node={node} onDeleted={() => setSelected(undefined)} />}
      </Col>
    </Row>
  );
}
