import { PlusOutlined } from '@ant-design/icons';
import type { NodeListDto } from '@custodia/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Levels created at once from one name a line (spec §3 subdivision and directory forms): the
 * names go to `create`, and `created` tells how many were made. A refusal (a name taken, files
 * already in the parent) is told by the transport.
 */
export function NamesForm({
  label,
  submitLabel,
  testId,
  create,
  created,
}: {
  label: string;
  submitLabel: string;
  testId: string;
  create: UseMutationResult<NodeListDto, Error, string[]>;
  created: (count: number) => string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ names: string }>();
  function submit({ names }: { names: string }): void {
    const list = names
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    create.mutate(list, {
      onSuccess: (answer) => {
        message.success(created(answer.items.length));
        form.resetFields();
      },
    });
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
        loading={create.isPending}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
