import { DownloadOutlined, EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import type { RecordDetailDto, RecordFileDto } from '@custodia/contracts';
import { Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { actionsInView } from '../platform/actionsInView.ts';
import { formatDateTimeIn } from '../platform/dates.ts';
import { saveFile } from '../platform/download.ts';
import { formatSize } from '../platform/fileSize.ts';
import { paths } from '../platform/paths.ts';
import { RowActions, RowButton } from '../platform/RowActions.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { RequestSignaturesButton } from '../signatures/index.ts';
import { AttachFilesButton } from './AttachFilesButton.tsx';
import { EditFileButton, NewVersionButton, TrashFileButton } from './FileActions.tsx';
import { FileHistoryDrawer } from './FileHistoryDrawer.tsx';
import { ReadAgainButton, ScanReadingNote } from './ScanReading.tsx';
import { useRecordFiles } from './useFiles.ts';

/** Where a file opens in the record's detail: its viewer. */
const viewerPath = (record: RecordDetailDto, file: RecordFileDto) =>
  generatePath(paths.recordDetails, { recordId: record.id, id: record.form_id, fileId: file.id });

/**
 * The record's files in its detail (spec §2 record detail with files): a PDF or a picture opens
 * in the viewer, anything else downloads; a scan says how its reading went; each file's actions
 * are the ones its abilities allow.
 */
export function RecordFilesPanel({ record }: { record: RecordDetailDto }) {
  const { t, i18n } = useTranslation();
  const files = useRecordFiles(record.id);
  const [history, setHistory] = useState<RecordFileDto | null>(null);
  const zone = record.time_zone;
  const viewable = (file: RecordFileDto) => file.abilities.view && file.viewer !== null;
  return (
    <Card
      title={t('records.detail.files')}
      extra={files.data?.abilities.upload && <AttachFilesButton record={record} />}
      data-testid="record-files"
    >
      <TableRegion label={t('records.detail.files')}>
        <Table<RecordFileDto>
          rowKey="id"
          loading={files.isPending}
          dataSource={files.data?.items}
          pagination={false}
          tableLayout="auto"
          scroll={{ x: 720 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('records.detail.noFiles')}
              />
            ),
          }}
          columns={actionsInView<RecordFileDto>([
            {
              title: t('files.fields.name'),
              key: 'name',
              render: (_, file) => (
                <>
                  {viewable(file) ? (
                    <Link to={viewerPath(record, file)} data-testid={`file-open-${file.id}`}>
                      {file.name}
                    </Link>
                  ) : (
                    <Typography.Text>{file.name}</Typography.Text>
                  )}
                  <ScanReadingNote file={file} />
                </>
              ),
            },
            { title: t('files.fields.subject'), dataIndex: 'subject' },
            {
              title: t('files.fields.documentaryType'),
              key: 'documentary_type',
              render: (_, file) => file.documentary_type_name ?? '—',
            },
            {
              title: t('files.fields.version'),
              key: 'version',
              render: (_, file) => file.current.version,
            },
            {
              title: t('files.fields.size'),
              key: 'size',
              render: (_, file) => formatSize(file.current.size, i18n.language),
            },
            {
              title: t('files.fields.uploadedBy'),
              key: 'uploaded',
              render: (_, file) =>
                `${file.current.full_name} · ${formatDateTimeIn(file.current.at, zone)}`,
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_, file) => (
                <RowActions
                  links={
                    viewable(file)
                      ? [
                          {
                            to: viewerPath(record, file),
                            label: t('files.actions.view'),
                            icon: <EyeOutlined />,
                            testId: `file-view-${file.id}`,
                          },
                        ]
                      : []
                  }
                >
                  {file.abilities.view && (
                    <>
                      <RowButton
                        label={t('files.actions.download')}
                        icon={<DownloadOutlined />}
                        loading={false}
                        testId={`file-download-${file.id}`}
                        onClick={() => void saveFile(file)}
                      />
                      <RowButton
                        label={t('files.actions.history')}
                        icon={<HistoryOutlined />}
                        loading={false}
                        testId={`file-history-${file.id}`}
                        onClick={() => setHistory(file)}
                      />
                    </>
                  )}
                  {file.abilities.edit && <EditFileButton recordId={record.id} file={file} />}
                  {file.abilities.addVersion && (
                    <NewVersionButton recordId={record.id} file={file} />
                  )}
                  {file.abilities.trash && <TrashFileButton recordId={record.id} file={file} />}
                  {file.abilities.readAgain && <ReadAgainButton recordId={record.id} file={file} />}
                  <RequestSignaturesButton record={record} file={file} />
                </RowActions>
              ),
            },
          ])}
          data-testid="record-files-table"
        />
      </TableRegion>
      <FileHistoryDrawer file={history} timeZone={zone} onClose={() => setHistory(null)} />
    </Card>
  );
}
