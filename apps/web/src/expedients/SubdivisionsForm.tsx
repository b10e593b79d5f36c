import { PlusOutlined } from '@ant-design/icons';
import type { ExpedientDto } from '@custodia/contracts';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateSubdivisions } from './useExpedients.ts';

/** Subdivisions of an open expedient, created at once from one name a line (spec §3). */
export function SubdivisionsForm({ expedient }: { expedient: ExpedientDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ names: string }>();
  const create = useCreateSubdivisions(expedient);

  // A refusal (a name taken, files already in the expedient) is told by the transport.
  function submit({ names }: { names: string }): void {
    const list = names
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean);
    create.mutate(list, {
      onSuccess: (created) => {
        message.success(t('expedients.subdivisions.created', { count: created.items.length }));
        form.resetFields();
      },
    });
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 480 }}>
      <Form.Item
        name="names"
        label={t('expedients.subdivisions.label')}
        extra={t('expedients.subdivisions.help')}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Input.TextArea rows={3} data-testid="expedient-subdivisions" />
      </Form.Item>
      <Button
        htmlType="submit"
        icon={<PlusOutlined />}
        loading={create.isPending}
        data-testid="expedient-subdivisions-submit"
      >
        {t('expedients.subdivisions.submit')}
      </Button>
    </Form>
  );
}
