import { CodeInput, type EnrolmentDto } from '@custodia/contracts';
import { Alert, Button, Flex, Form, Input, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';

const CODE_WRONG = 81002;

/**
 * A new authenticator set up: its QR to scan, its secret to type where a camera is not at hand,
 * and its first code, which confirms it. The same on the sign-in step and in the user's menu.
 */
export function EnrolmentForm({
  enrolment,
  confirming,
  onConfirm,
}: {
  enrolment: EnrolmentDto;
  confirming: boolean;
  onConfirm(code: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { formProps, validate, showServerErrors } = useSchemaForm(CodeInput);
  function submit(values: unknown): void {
    const input = validate(values);
    if (input) {
      onConfirm(input.code).catch((error) => showServerErrors(error, { [CODE_WRONG]: 'code' }));
    }
  }
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('secondFactor.enrol.scan')}
      </Typography.Paragraph>
      <Flex gap={24} wrap align="center">
        <QRCode
          value={enrolment.uri}
          aria-label={t('secondFactor.enrol.qrLabel')}
          size={176}
          bordered
          data-testid="second-factor-qr"
        />
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{t('secondFactor.enrol.typeInstead')}</Typography.Text>
          <Typography.Text
            code
            copyable
            data-testid="second-factor-secret"
            style={{ wordBreak: 'break-all' }}
          >
            {enrolment.secret}
          </Typography.Text>
        </Flex>
      </Flex>
      <Form {...formProps} name="second-factor-confirm" layout="vertical" onFinish={submit}>
        <Form.Item
          name="code"
          label={t('secondFactor.enrol.code')}
          extra={t('secondFactor.enrol.codeHelp')}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={{ maxWidth: 200 }}
            data-testid="second-factor-code"
          />
        </Form.Item>
        <SubmitButton busy={confirming} testId="second-factor-confirm">
          {t('secondFactor.enrol.confirm')}
        </SubmitButton>
      </Form>
    </Flex>
  );
}

/** The recovery codes, shown once: the person keeps them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        title={t('secondFactor.codes.title')}
        description={t('secondFactor.codes.help')}
      />
      <ol style={{ columns: 2, margin: 0, paddingInlineStart: 24 }} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <div>
        <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">
          {t('secondFactor.codes.done')}
        </Button>
      </div>
    </Flex>
  );
}
