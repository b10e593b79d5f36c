import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { WebhookDto, WebhookSecretDto } from '@custodia/contracts';
import { App, Button, Card, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions, RowButton } from '../platform/RowActions.tsx';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { useDeleteWebhook, useWebhooks } from './useWebhooks.ts';
import { WebhookFormModal } from './WebhookFormModal.tsx';
import { WebhookSecretModal } from './WebhookSecretModal.tsx';
import { webhookEventLabels } from './webhookLabels.ts';

/**
 * `/webhooks`: the addresses the company's events are sent to (administrators). Each row opens
 * its deliveries; a new subscription shows its signing secret once.
 */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<WebhookDto | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<WebhookSecretDto | null>(null);

  const open = (webhook: WebhookDto | null) => {
    setEditing(webhook);
    setFormOpen(true);
  };

  const columns: TableColumnsType<WebhookDto> = [
    {
      title: t('webhooks.url'),
      key: 'url',
      render: (_, webhook) => (
        <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>
      ),
    },
    {
      title: t('webhooks.events'),
      key: 'events',
      render: (_, webhook) =>
        webhook.events.map((event) => <Tag key={event}>{t(webhookEventLabels[event])}</Tag>),
    },
    {
      title: t('webhooks.active'),
      key: 'active',
      render: (_, webhook) => (
        <Tag color={webhook.active ? 'green' : 'default'}>
          {t(webhook.active ? 'webhooks.state.active' : 'webhooks.state.paused')}
        </Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, webhook) => (
        <RowActions
          links={[
            {
              to: generatePath(paths.webhookDeliveries, { id: webhook.id }),
              label: t('webhooks.deliveries.open', { url: webhook.url }),
              icon: <HistoryOutlined />,
              testId: 'webhook-deliveries',
            },
          ]}
        >
          {webhook.abilities.edit && (
            <RowButton
              label={t('webhooks.edit', { url: webhook.url })}
              icon={<EditOutlined />}
              loading={false}
              testId="webhook-edit"
              onClick={() => open(webhook)}
            />
          )}
          {webhook.abilities.delete && (
            <ConfirmedAction
              label={t('webhooks.delete', { url: webhook.url })}
              question={t('webhooks.deleteConfirm')}
              icon={<DeleteOutlined />}
              danger
              loading={remove.isPending && remove.variables === webhook.id}
              testId="webhook-delete"
              onConfirm={() =>
                remove.mutate(webhook.id, { onSuccess: ({ detail }) => message.success(detail) })
              }
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('webhooks.help')}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => open(null)}
        style={{ marginBottom: 16 }}
        data-testid="webhook-create"
      >
        {t('webhooks.create')}
      </Button>
      <ScrollRegion label={t('webhooks.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={webhooks.data ?? []}
          loading={webhooks.isPending}
          pagination={false}
          locale={{ emptyText: t('webhooks.empty') }}
          data-testid="webhook-list"
        />
      </ScrollRegion>
      <WebhookFormModal
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onCreated={setCreated}
      />
      <WebhookSecretModal created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
