import { ApiOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MailboxDto } from '@custodia/contracts';
import { App, Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { RowActions, RowButton } from '../platform/RowActions.tsx';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { MailboxFormModal } from './MailboxFormModal.tsx';
import { useDeleteMailbox, useMailboxes, useTestMailbox } from './useCapture.ts';

const stateColors = { new: 'default', ok: 'green', failing: 'red' } as const;
const stateLabels = {
  new: 'capture.state.new',
  ok: 'capture.state.ok',
  failing: 'capture.state.failing',
} as const;

/**
 * `/capture/mailboxes`: the company's mailboxes (administrators), each with its state as its last
 * poll left it (failing with the reason), how many messages it captured, and its rules.
 */
export default function MailboxesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useDateTime();
  const mailboxes = useMailboxes();
  const remove = useDeleteMailbox();
  const test = useTestMailbox();
  const [editing, setEditing] = useState<MailboxDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const open = (mailbox: MailboxDto | null) => {
    setEditing(mailbox);
    setFormOpen(true);
  };

  const columns: TableColumnsType<MailboxDto> = [
    { title: t('capture.mailbox.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('capture.mailbox.server'),
      key: 'server',
      render: (_, mailbox) =>
        `${mailbox.username} @ ${mailbox.host}:${mailbox.port} · ${mailbox.folder}`,
    },
    {
      title: t('capture.mailbox.state'),
      key: 'state',
      render: (_, mailbox) => (
        <div data-testid="mailbox-state">
          <Tag color={stateColors[mailbox.state]}>{t(stateLabels[mailbox.state])}</Tag>
          {mailbox.failure && <Typography.Text type="danger">{mailbox.failure}</Typography.Text>}
          {mailbox.polled_at && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('capture.mailbox.polledAt', { at: formatDateTime(mailbox.polled_at) })}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('capture.mailbox.rules'),
      key: 'rules',
      render: (_, mailbox) => t('capture.mailbox.rulesCount', { count: mailbox.rules.length }),
    },
    {
      title: t('capture.mailbox.captured'),
      key: 'captured',
      render: (_, mailbox) => mailbox.captured,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, mailbox) => (
        <RowActions links={[]}>
          {mailbox.abilities.edit && (
            <RowButton
              label={t('capture.mailbox.test', { name: mailbox.name })}
              icon={<ApiOutlined />}
              loading={test.isPending && test.variables === mailbox.id}
              testId="mailbox-test"
              onClick={() =>
                test.mutate(mailbox.id, { onSuccess: ({ detail }) => message.success(detail) })
              }
            />
          )}
          {mailbox.abilities.edit && (
            <RowButton
              label={t('capture.mailbox.edit', { name: mailbox.name })}
              icon={<EditOutlined />}
              loading={false}
              testId="mailbox-edit"
              onClick={() => open(mailbox)}
            />
          )}
          {mailbox.abilities.delete && (
            <ConfirmedAction
              label={t('capture.mailbox.delete', { name: mailbox.name })}
              question={t('capture.mailbox.deleteConfirm')}
              icon={<DeleteOutlined />}
              danger
              loading={remove.isPending && remove.variables === mailbox.id}
              testId="mailbox-delete"
              onConfirm={() =>
                remove.mutate(mailbox.id, { onSuccess: ({ detail }) => message.success(detail) })
              }
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('capture.mailboxes.help')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => open(null)}
        style={{ marginBottom: 16 }}
        data-testid="mailbox-create"
      >
        {t('capture.mailbox.create')}
      </Button>
      <ScrollRegion label={t('capture.mailboxes.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={mailboxes.data ?? []}
          loading={mailboxes.isPending}
          pagination={false}
          locale={{ emptyText: t('capture.mailboxes.empty') }}
          data-testid="mailbox-list"
        />
      </ScrollRegion>
      <MailboxFormModal open={formOpen} editing={editing} onClose={() => setFormOpen(false)} />
    </Card>
  );
}
