import {
  type IntegrationDto,
  IntegrationRequestInput,
  type IntegrationStatusValue,
  integrationLimits,
  limits,
} from '@custodia/contracts';
import { App, Card, Flex, Form, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EntityForm } from '../platform/EntityForm.tsx';
import { Loading } from '../platform/Loading.tsx';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import {
  integrationPath,
  integrationStatusColors,
  integrationStatusLabels,
} from './integrationLabels.ts';
import { SealCertificate } from './SealCertificate.tsx';
import { useIntegrationChanges, useIntegrations } from './useIntegrations.ts';

function RequestForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { request } = useIntegrationChanges();
  return (
    <EntityForm
      schema={IntegrationRequestInput}
      name="integration-request"
      conflictFields={{}}
      saving={request.isPending}
      onSubmit={(input) =>
        request.mutateAsync(input).then((made) => {
          message.success(t('integrations.requested', { number: made.number }));
          navigate(integrationPath(made));
        })
      }
      submitTestId="integration-request-save"
    >
      <Form.Item name="contact_name" label={t('integrations.contactName')}>
        <Input maxLength={integrationLimits.contactName.max} data-testid="integration-contact" />
      </Form.Item>
      <Form.Item name="email" label={t('integrations.email')}>
        <Input type="email" maxLength={limits.email.max} data-testid="integration-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('integrations.phone')}>
        <Input type="tel" maxLength={limits.phone.max} data-testid="integration-phone" />
      </Form.Item>
      <Form.Item name="description" label={t('integrations.description')}>
        <Input.TextArea
          rows={3}
          maxLength={integrationLimits.description.max}
          data-testid="integration-description"
        />
      </Form.Item>
    </EntityForm>
  );
}

/**
 * `/integrations`: the company's integration requests and their states (administrators), a new
 * request while none is active or pending (spec §4), and the company's seal certificate.
 */
export default function IntegrationsPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const list = useIntegrations();
  if (!list.data) {
    return (
      <Card>
        <Loading />
      </Card>
    );
  }
  const columns: TableColumnsType<IntegrationDto> = [
    {
      title: t('integrations.requestNumber'),
      key: 'number',
      render: (_, row) => (
        <Link to={integrationPath(row)} data-testid="integration-link">
          {row.number}
        </Link>
      ),
    },
    { title: t('integrations.contactName'), dataIndex: 'contact_name', key: 'contact' },
    {
      title: t('integrations.state'),
      key: 'status',
      render: (_, row) => (
        <StatusTag
          status={row.status as IntegrationStatusValue}
          labels={integrationStatusLabels}
          colors={integrationStatusColors}
          testId="integration-status"
        />
      ),
    },
    {
      title: t('integrations.requestedAt'),
      key: 'requested',
      render: (_, row) => dateTime(row.requested_at),
    },
    {
      title: t('integrations.configured'),
      key: 'configured',
      render: (_, row) => t(row.configured ? 'common.yes' : 'common.no'),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{t('integrations.help')}</Typography.Paragraph>
        {list.data.items.length > 0 && (
          <ScrollRegion label={t('integrations.title')}>
            <Table
              rowKey="id"
              columns={columns}
              dataSource={list.data.items}
              pagination={false}
              size="small"
              data-testid="integrations"
            />
          </ScrollRegion>
        )}
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('integrations.request')}</h2>}>
        {list.data.can_request ? (
          <RequestForm />
        ) : (
          <Typography.Text type="secondary" data-testid="integration-request-pending">
            {t('integrations.onePending')}
          </Typography.Text>
        )}
      </Card>
      <SealCertificate />
    </Flex>
  );
}
