import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The new password typed twice, with its rules (spec §5) shown before the user types. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('auth.password.new')}
        extra={t('auth.password.rules')}
        required
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t('auth.password.confirm')} required>
        <Input.Password autoComplete="new-password" data-testid="new-password-confirmation" />
      </Form.Item>
    </>
  );
}
