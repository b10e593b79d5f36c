import { limits, type SignerViewDto } from '@custodia/contracts';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  view: SignerViewDto;
  code: string;
  onCode(code: string): void;
  busy: boolean;
  onVerify(): void;
  onSendCode(): void;
};

/** The code by mail: asked for, typed and verified, or sent again. */
export function SignerVerification({ view, code, onCode, busy, onVerify, onSendCode }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph>
        {view.code_sent
          ? t('signatures.sign.codeSent', { to: view.code_to })
          : t('signatures.sign.codeAsk', { to: view.code_to })}
      </Typography.Paragraph>
      {view.code_sent && (
        <Flex gap={8} wrap>
          <Input
            value={code}
            onChange={(event) => onCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={limits.signatures.codeDigits}
            aria-label={t('signatures.sign.code')}
            style={{ maxWidth: 160 }}
            data-testid="sign-code"
          />
          <Button type="primary" loading={busy} onClick={onVerify} data-testid="sign-verify">
            {t('signatures.sign.verify')}
          </Button>
        </Flex>
      )}
      <Button
        type={view.code_sent ? 'link' : 'primary'}
        loading={busy && !view.code_sent}
        onClick={onSendCode}
        data-testid="sign-send-code"
      >
        {view.code_sent ? t('signatures.sign.resendCode') : t('signatures.sign.sendCode')}
      </Button>
    </Flex>
  );
}
