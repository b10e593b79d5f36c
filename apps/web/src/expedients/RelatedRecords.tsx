import type { RelatedRecordDto } from '@custodia/contracts';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../platform/paths.ts';
import { RecordStatusTag } from '../platform/RecordStatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useRelatedRecords } from './useExpedients.ts';

/** Spec §7 related records: the records placed in the expedient, each leading to its detail. */
export function RelatedRecords({ expedientId }: { expedientId: string }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const related = useRelatedRecords(expedientId, page);
  const columns: TableColumnsType<RelatedRecordDto> = [
    {
      title: t('records.fields.number'),
      key: 'number',
      render: (_, record) =>
        record.abilities.view ? (
          <Link to={generatePath(paths.recordDetails, { recordId: record.id, id: record.form_id })}>
            {record.number}
          </Link>
        ) : (
          record.number
        ),
    },
    { title: t('records.fields.form'), dataIndex: 'form_name', key: 'form' },
    { title: t('records.fields.subject'), dataIndex: 'subject', key: 'subject' },
    {
      title: t('records.fields.status'),
      key: 'status',
      render: (_, record) => <RecordStatusTag status={record.status} />,
    },
    {
      title: t('expedients.related.placed'),
      key: 'placed',
      render: (_, record) => `${dateTime(record.linked_at)} · ${record.linked_by}`,
    },
  ];
  return (
    <Card title={t('expedients.related.title')}>
      <Table
        rowKey="id"
        size="small"
        loading={related.isPending}
        dataSource={related.data?.items ?? []}
        columns={columns}
        scroll={{ x: 640 }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('expedients.related.empty')}
            />
          ),
        }}
        pagination={{
          current: page,
          total: related.data?.count ?? 0,
          pageSize: 10,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        data-testid="expedient-related-records"
      />
    </Card>
  );
}
