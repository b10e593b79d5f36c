import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Levels created at once from one name a line (spec §3 subdivision and directory forms). The
 * caller sends the names and says when they were made; a refusal (a name taken, files already in
 * the parent) is told by the transport.
 */
export function NamesForm({
  label,
  submitLabel,
  testId,
  busy,
  onNames,
}: {
  label: string;
  submitLabel: string;
  testId: string;
  busy: boolean;
  onNames(names: string[], made: () => void): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ names: string }>();
  function submit({ names }: { names: string }): void {
    const list = names
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    onNames(list, () => form.resetFields());
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
      <Form.Item
        name="names"
        label={label}
        extra={t('expedients.subdivisions.help')}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Input.TextArea rows={3} data-testid={testId} />
      </Form.Item>
      <Button
        htmlType="submit"
        icon={<PlusOutlined />}
        loading={busy}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
