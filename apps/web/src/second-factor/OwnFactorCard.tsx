import {
  type EnrolmentDto,
  SecondFactorDisableInput,
  type SecondFactorDto,
} from '@custodia/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { EnrolmentForm, RecoveryCodes } from './EnrolmentSteps.tsx';
import { SectionTitle } from './SectionTitle.tsx';
import { useOwnFactor, useOwnFactorChanges } from './useSecondFactor.ts';

const CODE_WRONG = 81002;
const PASSWORD_WRONG = 10009;

/** Turning the factor off, proved by a code of it or the password (either field). */
function DisableForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { disable } = useOwnFactorChanges();
  const { formProps, validate, showServerErrors } = useSchemaForm(SecondFactorDisableInput);
  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    disable
      .mutateAsync(input)
      .then(() => message.success(t('secondFactor.disabled')))
      .catch((error) =>
        showServerErrors(error, { [CODE_WRONG]: 'code', [PASSWORD_WRONG]: 'password' }),
      );
  }
  return (
    <Form {...formProps} name="second-factor-disable" layout="vertical" onFinish={submit}>
      <Typography.Paragraph type="secondary">{t('secondFactor.disable.help')}</Typography.Paragraph>
      <Flex gap={16} wrap>
        <Form.Item name="code" label={t('secondFactor.disable.code')}>
          <Input
            autoComplete="one-time-code"
            style={{ width: 200 }}
            data-testid="second-factor-disable-code"
          />
        </Form.Item>
        <Form.Item name="password" label={t('secondFactor.disable.password')}>
          <Input.Password
            autoComplete="current-password"
            style={{ width: 240 }}
            data-testid="second-factor-disable-password"
          />
        </Form.Item>
      </Flex>
      <Button
        danger
        htmlType="submit"
        loading={disable.isPending}
        data-testid="second-factor-disable"
      >
        {t('secondFactor.disable.submit')}
      </Button>
    </Form>
  );
}

function FactorState({ factor, onEnrol }: { factor: SecondFactorDto; onEnrol(): void }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { enrol } = useOwnFactorChanges();
  if (!factor.enrolled) {
    return (
      <Flex vertical gap={16} align="flex-start">
        {factor.required && (
          <Alert type="warning" showIcon title={t('secondFactor.requiredNotice')} />
        )}
        <Typography.Text data-testid="second-factor-state">{t('secondFactor.off')}</Typography.Text>
        <Button
          type="primary"
          loading={enrol.isPending}
          onClick={onEnrol}
          data-testid="second-factor-enrol"
        >
          {t('secondFactor.enrol.start')}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} align="flex-start">
      <Typography.Text data-testid="second-factor-state">
        {t('secondFactor.on', { at: factor.enrolled_at ? dateTime(factor.enrolled_at) : '' })}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('secondFactor.codesLeft', { count: factor.recovery_codes_left })}
      </Typography.Text>
      <Button loading={enrol.isPending} onClick={onEnrol} data-testid="second-factor-replace">
        {t('secondFactor.enrol.replace')}
      </Button>
      {factor.required ? (
        <Typography.Text type="secondary">{t('errors.81005')}</Typography.Text>
      ) : (
        <DisableForm />
      )}
    </Flex>
  );
}

/**
 * The person's own second factor: off, being set up (its QR, then its recovery codes once), or on
 * with what is left of its recovery codes.
 */
export function OwnFactorCard() {
  const { t } = useTranslation();
  const factor = useOwnFactor();
  const { enrol, confirm } = useOwnFactorChanges();
  const [enrolment, setEnrolment] = useState<EnrolmentDto | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const begin = () => enrol.mutateAsync().then(setEnrolment);
  let body = <Loading />;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (enrolment) {
    body = (
      <EnrolmentForm
        enrolment={enrolment}
        confirming={confirm.isPending}
        onConfirm={(code) =>
          confirm.mutateAsync(code).then((answer) => {
            setEnrolment(null);
            setCodes(answer.recovery_codes);
          })
        }
      />
    );
  } else if (factor.data) body = <FactorState factor={factor.data} onEnrol={() => void begin()} />;
  return (
    <Card
      title={<SectionTitle>{t('secondFactor.title')}</SectionTitle>}
      data-testid="second-factor-card"
    >
      {body}
    </Card>
  );
}
