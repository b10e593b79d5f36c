import { DownloadOutlined } from '@ant-design/icons';
import type { FileVersionDto, RecordFileDto } from '@custodia/contracts';
import { Drawer, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTimeIn } from '../platform/dates.ts';
import { saveFile } from '../platform/download.ts';
import { formatSize } from '../platform/fileSize.ts';
import { RowButton } from '../platform/RowActions.tsx';
import { useFileVersions } from './useFiles.ts';

/**
 * A file's versions, newest first (issue 12 point 5): who uploaded each and when, its size and
 * its SHA-256 fingerprint; every one of them can still be downloaded.
 */
export function FileHistoryDrawer({
  file,
  timeZone,
  onClose,
}: {
  file: RecordFileDto | null;
  timeZone: string;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const versions = useFileVersions(file?.id ?? null);
  return (
    <Drawer
      open={file !== null}
      size="large"
      title={file && t('files.history.title', { name: file.name })}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<FileVersionDto>
        rowKey="version"
        loading={versions.isPending}
        dataSource={versions.data?.items}
        pagination={false}
        data-testid="file-versions"
        columns={[
          { title: t('files.fields.version'), dataIndex: 'version' },
          {
            title: t('files.fields.uploadedBy'),
            key: 'by',
            render: (_, version) =>
              `${version.full_name} · ${formatDateTimeIn(version.at, timeZone)}`,
          },
          {
            title: t('files.fields.size'),
            key: 'size',
            render: (_, version) => formatSize(version.size, i18n.language),
          },
          {
            title: t('files.fields.sha256'),
            key: 'sha256',
            render: (_, version) => (
              <Typography.Text code copyable={{ text: version.sha256 }}>
                {version.sha256.slice(0, 12)}…
              </Typography.Text>
            ),
          },
          {
            title: t('common.actions'),
            key: 'download',
            render: (_, version) =>
              file && (
                <RowButton
                  label={t('files.history.download', { version: version.version })}
                  icon={<DownloadOutlined />}
                  loading={false}
                  testId={`file-version-download-${version.version}`}
                  onClick={() => void saveFile(file, version.version)}
                />
              ),
          },
        ]}
      />
    </Drawer>
  );
}
