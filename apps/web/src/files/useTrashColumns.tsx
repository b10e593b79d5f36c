import type { TrashItemDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatDay } from '../platform/dates.ts';
import { formatSize } from '../platform/fileSize.ts';
import { paths } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';

/** The trashed files' columns: the file, its record, who moved it and when, and its purge day. */
export function useTrashColumns(): TableColumnsType<TrashItemDto> {
  const dateTime = useDateTime();
  const { t, i18n } = useTranslation();
  return [
    { title: t('files.fields.name'), dataIndex: 'name' },
    { title: t('files.fields.subject'), dataIndex: 'subject' },
    {
      title: t('trash.record'),
      key: 'record',
      render: (_, item) => (
        <Link
          to={generatePath(paths.recordDetails, {
            recordId: item.record.id,
            id: item.record.form_id,
          })}
        >
          {item.record.number}
        </Link>
      ),
    },
    {
      title: t('trash.deletedBy'),
      key: 'by',
      render: (_, item) => `${item.trashed_by.full_name} · ${dateTime(item.trashed_at)}`,
    },
    { title: t('files.trash.reason'), dataIndex: 'reason' },
    {
      title: t('files.fields.size'),
      key: 'size',
      render: (_, item) => formatSize(item.size, i18n.language),
    },
    { title: t('trash.purgeOn'), key: 'purge', render: (_, item) => formatDay(item.purge_at) },
  ];
}
