import { UploadOutlined } from '@ant-design/icons';
import {
  IntegrationConfigInput,
  type IntegrationDto,
  type IntegrationStatusValue,
  integrationLimits,
  limits,
} from '@custodia/contracts';
import { App, Button, Card, Descriptions, Flex, Form, Input, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { EntityForm } from '../platform/EntityForm.tsx';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { integrationStatusColors, integrationStatusLabels } from './integrationLabels.ts';
import { useIntegration, useIntegrationChanges } from './useIntegrations.ts';

function AgreementUpload({ integration }: { integration: IntegrationDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { agreement } = useIntegrationChanges();
  /** Always false: the mutation sends the file; the server checks its type and weight. */
  function send(file: File): false {
    agreement.mutate(
      { id: integration.id, file },
      { onSuccess: () => message.success(t('integrations.agreementSaved')) },
    );
    return false;
  }
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('integrations.agreement')}</Typography.Text>
      <Typography.Text data-testid="integration-agreement">
        {integration.agreement_size === null
          ? t('integrations.noAgreement')
          : t('integrations.agreementSize', { size: integration.agreement_size })}
      </Typography.Text>
      <Upload accept="application/pdf" showUploadList={false} beforeUpload={send}>
        <Button
          icon={<UploadOutlined />}
          loading={agreement.isPending}
          data-testid="integration-agreement-upload"
        >
          {t('integrations.agreementUpload')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('integrations.agreementHint', { max: integrationLimits.agreementMaxBytes })}
      </Typography.Text>
    </Flex>
  );
}

function Configuration({ integration }: { integration: IntegrationDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { configure } = useIntegrationChanges();
  return (
    <Flex vertical gap={16}>
      <EntityForm
        schema={IntegrationConfigInput}
        name="integration-configuration"
        initialValues={{ portal_user: integration.portal_user ?? '' }}
        conflictFields={{}}
        saving={configure.isPending}
        onSubmit={(input) =>
          configure
            .mutateAsync({ id: integration.id, input })
            .then(() => message.success(t('integrations.configurationSaved')))
        }
        submitTestId="integration-configure-save"
      >
        <Form.Item name="portal_user" label={t('integrations.portalUser')}>
          <Input type="email" maxLength={limits.email.max} data-testid="integration-portal-user" />
        </Form.Item>
        <Form.Item
          name="portal_key"
          label={t('integrations.portalKey')}
          extra={t(integration.has_portal_key ? 'integrations.keyKept' : 'integrations.keyHint')}
        >
          <Input.Password
            maxLength={integrationLimits.portalKey.max}
            autoComplete="new-password"
            data-testid="integration-portal-key"
          />
        </Form.Item>
      </EntityForm>
      <AgreementUpload integration={integration} />
    </Flex>
  );
}

/**
 * `/integrations/{id}` and `/integrations/request/{id}`: one request, its contact and state, and
 * once approved its configuration: the portal user and key (never shown again) and the
 * communications agreement.
 */
export default function IntegrationPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const integration = useIntegration(id);
  const row = integration.data;
  if (!row) {
    return (
      <Card>
        <Loading />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <BackLink to={paths.integrations} label="integrations.back" testId="integration-back" />
        <Descriptions
          column={1}
          style={{ marginTop: 16 }}
          items={[
            { key: 'number', label: t('integrations.requestNumber'), children: row.number },
            {
              key: 'status',
              label: t('integrations.state'),
              children: (
                <StatusTag
                  status={row.status as IntegrationStatusValue}
                  labels={integrationStatusLabels}
                  colors={integrationStatusColors}
                  testId="integration-status"
                />
              ),
            },
            { key: 'contact', label: t('integrations.contactName'), children: row.contact_name },
            { key: 'email', label: t('integrations.email'), children: row.email },
            { key: 'phone', label: t('integrations.phone'), children: row.phone },
            { key: 'description', label: t('integrations.description'), children: row.description },
            {
              key: 'requested',
              label: t('integrations.requestedAt'),
              children: dateTime(row.requested_at),
            },
            {
              key: 'changed',
              label: t('integrations.stateChangedAt'),
              children: dateTime(row.status_changed_at),
            },
            {
              key: 'configured',
              label: t('integrations.configured'),
              children: (
                <span data-testid="integration-configured">
                  {t(row.configured ? 'common.yes' : 'common.no')}
                </span>
              ),
            },
          ]}
        />
      </Card>
      {row.abilities.configure && (
        <Card
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('integrations.configuration')}</h2>}
        >
          <Configuration integration={row} />
        </Card>
      )}
    </Flex>
  );
}
