import { DeleteOutlined } from '@ant-design/icons';
import {
  type CompanyDto,
  CompanyUpdateInput,
  limits,
  MessageGatewayInput,
  messageGatewayLimits,
  UploadLimitsInput,
} from '@custodia/contracts';
import {
  App,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../calendar/index.ts';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { EntityForm } from '../platform/EntityForm.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { FactorPolicyCard } from '../second-factor/index.ts';
import { useCompany, useCompanyChanges } from './useCompany.ts';

const TAX_ID_TAKEN = 70003;

const thresholdFields = [
  ['green_above', 'company.greenAbove', 'company-green-above'],
  ['orange_above', 'company.orangeAbove', 'company-orange-above'],
] as const;

function ParametersForm({ company }: { company: CompanyDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { save } = useCompanyChanges();
  return (
    <EntityForm
      schema={CompanyUpdateInput}
      name="company"
      initialValues={company}
      conflictFields={{ [TAX_ID_TAKEN]: 'tax_id' }}
      saving={save.isPending}
      onSubmit={(input) => save.mutateAsync(input).then(() => message.success(t('company.saved')))}
      submitTestId="company-save"
    >
      <Form.Item name="name" label={t('company.name')}>
        <Input maxLength={limits.companyName.max} data-testid="company-name" />
      </Form.Item>
      <Form.Item name="tax_id" label={t('company.taxId')}>
        <Input maxLength={limits.taxId.max} data-testid="company-tax-id" />
      </Form.Item>
      <Form.Item name="time_zone" label={t('calendar.timeZone')} extra={t('company.timeZoneHelp')}>
        <Select
          showSearch
          options={timeZoneOptions(company.time_zone)}
          style={{ maxWidth: 320 }}
          data-testid="company-time-zone"
        />
      </Form.Item>
      <Form.Item
        name="password_expiration_days"
        label={t('company.passwordExpirationDays')}
        extra={t('company.passwordExpirationHelp')}
      >
        <InputNumber min={0} max={3650} precision={0} data-testid="company-password-days" />
      </Form.Item>
      <Form.Item
        name="expedient_consult"
        label={t('company.expedientConsult')}
        valuePropName="checked"
      >
        <Switch data-testid="company-expedient-consult" />
      </Form.Item>
      <Typography.Text strong>{t('company.deadlineColours')}</Typography.Text>
      <Typography.Paragraph type="secondary">
        {t('company.deadlineColoursHelp')}
      </Typography.Paragraph>
      <Flex gap={16} wrap>
        {thresholdFields.map(([field, label, testId]) => (
          <Form.Item key={field} name={['deadline_thresholds', field]} label={t(label)}>
            <InputNumber min={0} max={99} precision={0} suffix="%" data-testid={testId} />
          </Form.Item>
        ))}
      </Flex>
    </EntityForm>
  );
}

function UploadLimitsForm({ company }: { company: CompanyDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { saveUploadLimits } = useCompanyChanges();
  const fields = [
    ['max_files', 'company.uploads.maxFiles'],
    ['max_bytes', 'company.uploads.maxBytes'],
    ['min_bytes', 'company.uploads.minBytes'],
    ['name_max', 'company.uploads.nameMax'],
  ] as const;
  return (
    <EntityForm
      schema={UploadLimitsInput}
      name="upload-limits"
      initialValues={company.upload_limits}
      conflictFields={{}}
      saving={saveUploadLimits.isPending}
      onSubmit={(input) =>
        saveUploadLimits.mutateAsync(input).then(() => message.success(t('company.saved')))
      }
      submitTestId="company-uploads-save"
    >
      <Flex gap={16} wrap>
        {fields.map(([field, label]) => (
          <Form.Item key={field} name={field} label={t(label)}>
            <InputNumber min={1} precision={0} data-testid={`company-uploads-${field}`} />
          </Form.Item>
        ))}
      </Flex>
    </EntityForm>
  );
}

/**
 * Where the built-in signing provider sends links and codes by SMS and WhatsApp: the address, and
 * the key, never shown back (only whether one is kept).
 */
function MessageGatewayForm({ company }: { company: CompanyDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { saveMessageGateway, removeMessageGateway } = useCompanyChanges();
  const gateway = company.message_gateway;
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary">{t('company.gateway.help')}</Typography.Paragraph>
      <EntityForm
        // A new form once the gateway is removed, so the address typed before does not linger.
        key={gateway ? 'set' : 'none'}
        schema={MessageGatewayInput}
        name="message-gateway"
        initialValues={{ url: gateway?.url ?? '' }}
        conflictFields={{}}
        saving={saveMessageGateway.isPending}
        onSubmit={(input) =>
          saveMessageGateway
            .mutateAsync(input)
            .then(() => message.success(t('company.gateway.saved')))
        }
        submitTestId="company-gateway-save"
      >
        <Form.Item name="url" label={t('company.gateway.url')}>
          <Input
            type="url"
            maxLength={messageGatewayLimits.urlMax}
            placeholder="https://"
            data-testid="company-gateway-url"
          />
        </Form.Item>
        <Form.Item
          name="key"
          label={t('company.gateway.key')}
          extra={t(gateway?.has_key ? 'company.gateway.keyKept' : 'company.gateway.keyHint')}
        >
          <Input.Password
            maxLength={messageGatewayLimits.keyMax}
            autoComplete="new-password"
            data-testid="company-gateway-key"
          />
        </Form.Item>
      </EntityForm>
      {gateway && (
        <Flex align="center" gap={8}>
          <ConfirmedAction
            label={t('company.gateway.remove')}
            question={t('company.gateway.removeConfirm')}
            icon={<DeleteOutlined />}
            danger
            loading={removeMessageGateway.isPending}
            testId="company-gateway-remove"
            onConfirm={() =>
              removeMessageGateway
                .mutateAsync()
                .then(() => message.success(t('company.gateway.removed')))
            }
          />
          <Typography.Text>{t('company.gateway.remove')}</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}

/**
 * `/company`: the company's own parameters (administrators): its name and tax id, time zone,
 * password expiry, menu flag, deadline colours, upload limits and SMS and WhatsApp gateway, with links to the business
 * calendar and the sticker settings. Every change is in the audit log.
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  const company = useCompany();
  if (!company.data) {
    return (
      <Card>
        <Loading />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={1}
          items={[{ key: 'domain', label: t('company.domain'), children: company.data.domain }]}
        />
        <ParametersForm company={company.data} />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('company.uploads.title')}</h2>}>
        <UploadLimitsForm company={company.data} />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('company.gateway.title')}</h2>}>
        <MessageGatewayForm company={company.data} />
      </Card>
      <FactorPolicyCard />
      <Card>
        <Flex gap={8} wrap>
          <LinkButton to={paths.calendar} data-testid="company-calendar-link">
            {t('menu.calendar')}
          </LinkButton>
          <LinkButton to={paths.stickerConfig} data-testid="company-sticker-link">
            {t('menu.stickerConfig')}
          </LinkButton>
        </Flex>
      </Card>
    </Flex>
  );
}
