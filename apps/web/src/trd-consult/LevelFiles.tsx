import type { RecordFileDto, TrdVisibleNodeDto } from '@custodia/contracts';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { formatDateTime } from '../platform/dates.ts';
import { useLevelFiles, useLevelLabel } from './useVisibleTree.ts';

/**
 * The files placed on the chosen level (the explorer of spec §2): each leads to its record's
 * detail with the file open, where the record's own rights decide what it shows.
 */
export function LevelFiles({ node }: { node: TrdVisibleNodeDto }) {
  const { t } = useTranslation();
  const label = useLevelLabel();
  const files = useLevelFiles(node.id);
  const columns: TableColumnsType<RecordFileDto> = [
    {
      title: t('files.fields.name'),
      key: 'name',
      render: (_, file) => (
        <Link
          to={generatePath(paths.recordDetails, {
            recordId: file.record_id,
            id: file.form_id,
            fileId: file.id,
          })}
        >
          {file.name}
        </Link>
      ),
    },
    { title: t('files.fields.subject'), dataIndex: 'subject', key: 'subject' },
    { title: t('records.fields.number'), dataIndex: 'record_number', key: 'record_number' },
    {
      title: t('trdConsult.files.added'),
      key: 'created_at',
      render: (_, file) => formatDateTime(file.created_at),
    },
  ];
  return (
    <Card title={t('trdConsult.files.title', { level: label(node) })} data-testid="trd-level-files">
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={files.data ?? []}
        loading={files.isPending}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('trdConsult.files.empty')} /> }}
      />
    </Card>
  );
}
