import type { RecordFileDto, TrdVisibleNodeDto } from '@custodia/contracts';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { AttachFilesButton, EditFileButton, MoveFileButton } from '../files/index.ts';
import { actionsInView } from '../platform/actionsInView.ts';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useLevelFiles, useLevelLabel } from '../trd-tree/index.ts';

/**
 * The files placed on the chosen level (the explorer of spec §2): each leads to its record's
 * detail with the file open, where the record's own rights decide what it shows. Whoever uploads
 * on the level (decision 54) uploads a record's files straight to it, edits the data of the files
 * there and moves them to a directory or subdirectory; a level one may only upload to lists no files.
 */
export function LevelFiles({ node }: { node: TrdVisibleNodeDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const label = useLevelLabel();
  const files = useLevelFiles(node.abilities.consult ? node.id : null);
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
      title: t('files.fields.documentaryType'),
      key: 'documentary_type',
      render: (_, file) => file.documentary_type_name ?? t('files.noDocumentaryType'),
    },
    {
      title: t('trdConsult.files.added'),
      key: 'created_at',
      render: (_, file) => dateTime(file.created_at),
    },
  ];
  if (node.abilities.upload) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      render: (_, file) => (
        <RowActions links={[]}>
          <EditFileButton recordId={file.record_id} file={file} via="trd" />
          <MoveFileButton recordId={file.record_id} file={file} />
        </RowActions>
      ),
    });
  }
  return (
    <Card
      title={t('trdConsult.files.title', { level: label(node) })}
      extra={
        node.abilities.upload && (
          <AttachFilesButton place={{ levelId: node.id }} label={t('trdConsult.files.upload')} />
        )
      }
      data-testid="trd-level-files"
    >
      {node.abilities.consult ? (
        <Table
          rowKey="id"
          size="small"
          columns={actionsInView(columns)}
          dataSource={files.data ?? []}
          loading={files.isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={t('trdConsult.files.empty')} /> }}
        />
      ) : (
        <Empty description={t('trdConsult.files.uploadOnly')} />
      )}
    </Card>
  );
}
