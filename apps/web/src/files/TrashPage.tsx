import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { limits, TrashAction, type TrashItemDto } from '@custodia/contracts';
import {
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Popconfirm,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { dayFormat, formatDay } from '../platform/dates.ts';
import { formatSize } from '../platform/fileSize.ts';
import { paths } from '../platform/paths.ts';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useTrash, useTrashAction } from './useTrash.ts';

const isoDay = 'YYYY-MM-DD';

/**
 * `/trash` (spec §2, §4): the files moved to the trash (an admin's: the company's; anyone else's:
 * the ones they moved), filtered by subject and days; 1 to 5 of them are restored to their record
 * or deleted for good, as each one's abilities allow. Files are deleted anyway after 30 days.
 */
export default function TrashPage() {
  const dateTime = useDateTime();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useTrash();
  const { params, setParams, query } = list;
  const act = useTrashAction();
  const [selected, setSelected] = useState<TrashItemDto[]>([]);
  const all = (ability: keyof TrashItemDto['abilities']) =>
    selected.length > 0 && selected.every((item) => item.abilities[ability]);

  function run(action: 1 | 2): void {
    act.mutate(
      { action, files: selected.map((item) => item.id) },
      {
        onSuccess: (done) => {
          const key = action === TrashAction.restore ? 'trash.restored' : 'trash.deleted';
          message.success(t(key, { count: done.files.length }));
          setSelected([]);
        },
      },
    );
  }

  function changeDays(days: [Dayjs | null, Dayjs | null] | null): void {
    const [from, to] = days ?? [null, null];
    setParams({ date_from: from?.format(isoDay), date_to: to?.format(isoDay), page: 1 });
  }

  const columns: TableColumnsType<TrashItemDto> = [
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

  return (
    <Card title={t('trash.title')}>
      <Typography.Paragraph type="secondary">
        {t('trash.help', { days: limits.trashRetentionDays, max: limits.trashSelection.max })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Flex gap={12} wrap align="flex-start">
          <Form.Item label={t('files.fields.subject')} htmlFor="trash-filter-subject">
            <Input.Search
              id="trash-filter-subject"
              allowClear
              defaultValue={params.subject}
              onSearch={(subject) => setParams({ subject, page: 1 })}
              style={{ minWidth: 260 }}
              data-testid="trash-filter-subject"
            />
          </Form.Item>
          <Form.Item label={t('trash.days')} htmlFor="trash-filter-days">
            <DatePicker.RangePicker
              id={{ start: 'trash-filter-days' }}
              format={dayFormat}
              value={
                params.date_from && params.date_to
                  ? [dayjs(params.date_from), dayjs(params.date_to)]
                  : null
              }
              onChange={changeDays}
            />
          </Form.Item>
        </Flex>
      </Form>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<UndoOutlined />}
          disabled={!all('restore')}
          loading={act.isPending && act.variables?.action === TrashAction.restore}
          onClick={() => run(TrashAction.restore)}
          data-testid="trash-restore"
        >
          {t('trash.restore', { count: selected.length })}
        </Button>
        <Popconfirm
          title={t('trash.deleteQuestion', { count: selected.length })}
          okText={t('trash.delete', { count: selected.length })}
          okButtonProps={{ danger: true, 'data-testid': 'trash-delete-confirm' }}
          cancelText={t('common.cancel')}
          onConfirm={() => run(TrashAction.delete)}
          disabled={!all('delete')}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!all('delete')}
            loading={act.isPending && act.variables?.action === TrashAction.delete}
            data-testid="trash-delete"
          >
            {t('trash.delete', { count: selected.length })}
          </Button>
        </Popconfirm>
      </Flex>
      <TableRegion label={t('trash.title')}>
        <Table<TrashItemDto>
          rowKey="id"
          columns={columns}
          dataSource={query.data?.items}
          loading={query.isFetching}
          pagination={list.pagination}
          tableLayout="auto"
          scroll={{ x: columns.length * 120 }}
          rowSelection={{
            selectedRowKeys: selected.map((item) => item.id),
            onChange: (_, rows) => setSelected(rows),
            // Spec §5: at most 5 files an action.
            getCheckboxProps: (item) => ({
              disabled:
                selected.length >= limits.trashSelection.max &&
                !selected.some((chosen) => chosen.id === item.id),
              'aria-label': t('trash.select', { name: item.name }),
            }),
            hideSelectAll: true,
          }}
          data-testid="trash-table"
        />
      </TableRegion>
    </Card>
  );
}
