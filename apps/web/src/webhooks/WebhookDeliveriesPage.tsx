import { RedoOutlined } from '@ant-design/icons';
import type { WebhookAttemptDto, WebhookDeliveryDto } from '@custodia/contracts';
import { App, Card, Empty, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { PagedTable } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { RowButton } from '../platform/RowActions.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useDeliveries, useReplayDelivery } from './useWebhooks.ts';
import { deliveryStatusLabels, webhookEventLabels } from './webhookLabels.ts';

const statusColours: Record<WebhookDeliveryDto['status'], string> = {
  pending: 'gold',
  delivered: 'green',
  failed: 'red',
};

/** One attempt as a line: when, the receiver's status and time, or why nothing came back; its answer under it. */
function Attempt({ attempt }: { attempt: WebhookAttemptDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Text>
        {dateTime(attempt.at)} ·{' '}
        {attempt.status_code === null
          ? t('webhooks.attempt.error', { error: attempt.error ?? '' })
          : t('webhooks.attempt.answer', { code: attempt.status_code, ms: attempt.duration_ms })}
      </Typography.Text>
      {attempt.answer && (
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2, expandable: 'collapsible' }}
          style={{ marginBottom: 0 }}
        >
          {attempt.answer}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * `/webhooks/:id/deliveries`: what was sent to a subscription, the latest first, with every
 * attempt's answer; an administrator sends one again.
 */
export default function WebhookDeliveriesPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id = '' } = useParams();
  const list = useDeliveries(id);
  const replay = useReplayDelivery(id);
  const count = list.query.data?.count;

  const columns: TableColumnsType<WebhookDeliveryDto> = [
    {
      title: t('webhooks.delivery.event'),
      key: 'event',
      render: (_, delivery) => t(webhookEventLabels[delivery.event]),
    },
    {
      title: t('webhooks.delivery.createdAt'),
      key: 'created',
      render: (_, delivery) => dateTime(delivery.created_at),
    },
    {
      title: t('webhooks.delivery.status'),
      key: 'status',
      render: (_, delivery) => (
        <Tag color={statusColours[delivery.status]} data-testid="webhook-delivery-status">
          {t(deliveryStatusLabels[delivery.status])}
        </Tag>
      ),
    },
    {
      title: t('webhooks.delivery.attempts'),
      key: 'attempts',
      width: 360,
      render: (_, delivery) =>
        delivery.attempts.length === 0 ? (
          t('webhooks.delivery.noAttempt')
        ) : (
          <Flex vertical gap={4} data-testid="webhook-delivery-attempts">
            {delivery.attempts.map((attempt) => (
              <Attempt key={attempt.at} attempt={attempt} />
            ))}
          </Flex>
        ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, delivery) =>
        delivery.abilities.replay && (
          <RowButton
            label={t('webhooks.delivery.replay', { date: dateTime(delivery.created_at) })}
            icon={<RedoOutlined />}
            loading={replay.isPending && replay.variables === delivery.id}
            testId="webhook-delivery-replay"
            onClick={() =>
              replay.mutate(delivery.id, { onSuccess: ({ detail }) => message.success(detail) })
            }
          />
        ),
    },
  ];

  return (
    <Card>
      <BackLink
        to={paths.webhooks}
        label="webhooks.deliveries.back"
        testId="webhook-deliveries-back"
      />
      {count ? (
        <Typography.Paragraph type="secondary">
          {t('webhooks.deliveries.summary', { count })}
        </Typography.Paragraph>
      ) : null}
      {count === 0 ? (
        <Empty description={t('webhooks.deliveries.empty')} />
      ) : (
        <PagedTable list={list} columns={columns} testId="webhook-deliveries-table" />
      )}
    </Card>
  );
}
