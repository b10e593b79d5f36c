import { DeleteOutlined, FileAddOutlined } from '@ant-design/icons';
import { type CaptureItemDto, captureLimits } from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useFilingForms, useTray, useTrayAction } from './useCapture.ts';

/**
 * `/capture/tray`: the messages the mailboxes could not file alone (issue 48 §4), the oldest first,
 * each with its sender, a preview of its text and its attachments, and why it waits when something
 * went wrong. A clerk picks some, then files them into a form or discards them with a reason.
 */
export default function CaptureTrayPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useDateTime();
  const tray = useTray();
  const forms = useFilingForms();
  const act = useTrayAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [formId, setFormId] = useState<string | undefined>();
  const [reason, setReason] = useState('');

  const done = (text: string) => () => {
    message.success(text);
    setSelected([]);
  };

  const columns: TableColumnsType<CaptureItemDto> = [
    {
      title: t('capture.tray.message'),
      key: 'message',
      render: (_, item) => (
        <div>
          <Typography.Text strong>{item.subject || t('capture.tray.noSubject')}</Typography.Text>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 3, expandable: true, symbol: t('capture.tray.more') }}
            style={{ marginBottom: 0 }}
          >
            {item.preview}
          </Typography.Paragraph>
          {item.attachments.length > 0 && (
            <Typography.Text type="secondary">
              {t('capture.tray.attachments', {
                count: item.attachments.length,
                names: item.attachments.map((file) => file.name).join(', '),
              })}
            </Typography.Text>
          )}
          {item.problem && (
            <Alert type="warning" showIcon message={item.problem} style={{ marginTop: 8 }} />
          )}
        </div>
      ),
    },
    { title: t('capture.tray.sender'), dataIndex: 'sender', key: 'sender', width: 220 },
    {
      title: t('capture.tray.received'),
      key: 'received',
      width: 180,
      render: (_, item) => formatDateTime(item.received_at),
    },
    { title: t('capture.tray.mailbox'), dataIndex: 'mailbox_name', key: 'mailbox', width: 160 },
  ];

  const busy = act.isPending;
  const reasonFits = reason.trim().length >= captureLimits.discardReason.min;

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('capture.tray.help')}</Typography.Paragraph>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <Typography.Text>{t('capture.tray.selected', { count: selected.length })}</Typography.Text>
        <Space.Compact>
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('capture.tray.form')}
            aria-label={t('capture.tray.form')}
            options={forms.data}
            loading={forms.isPending}
            value={formId}
            onChange={setFormId}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="tray-form"
          />
          <Button
            type="primary"
            icon={<FileAddOutlined />}
            disabled={selected.length === 0 || !formId || busy}
            loading={busy && 'file' in (act.variables ?? {})}
            onClick={() =>
              formId &&
              act.mutate(
                { file: { ids: selected, form_id: formId } },
                { onSuccess: done(t('capture.tray.filed', { count: selected.length })) },
              )
            }
            data-testid="tray-file"
          >
            {t('capture.tray.file')}
          </Button>
        </Space.Compact>
        <Space.Compact>
          <Input
            placeholder={t('capture.tray.reason')}
            aria-label={t('capture.tray.reason')}
            maxLength={captureLimits.discardReason.max}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="tray-reason"
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selected.length === 0 || !reasonFits || busy}
            onClick={() =>
              act.mutate(
                { discard: { ids: selected, reason } },
                { onSuccess: done(t('capture.tray.discarded', { count: selected.length })) },
              )
            }
            data-testid="tray-discard"
          >
            {t('capture.tray.discard')}
          </Button>
        </Space.Compact>
      </Flex>
      <ScrollRegion label={t('capture.tray.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={tray.query.data?.items ?? []}
          loading={tray.query.isFetching}
          pagination={tray.pagination}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String).slice(0, captureLimits.batch.max)),
            getCheckboxProps: (item) => ({
              disabled: !item.abilities.classify,
              'aria-label': t('capture.tray.select', { subject: item.subject }),
            }),
            // antd measures its columns with a hidden copy of their titles: a checkbox there is a
            // focusable element nobody sees (axe's aria-hidden-focus).
            hideSelectAll: true,
          }}
          locale={{ emptyText: t('capture.tray.empty') }}
          tableLayout="auto"
          scroll={{ x: 900 }}
          data-testid="tray-list"
        />
      </ScrollRegion>
    </Card>
  );
}
