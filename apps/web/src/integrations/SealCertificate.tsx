import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../platform/useDateTime.ts';
import { useSealCertificate, useSetSealCertificate } from './useIntegrations.ts';

/**
 * The company's own seal certificate (decision 76): which one seals its signed PDFs, and a new
 * PKCS#12 with its passphrase. The server checks it; neither is ever shown again.
 */
export function SealCertificate() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const current = useSealCertificate();
  const save = useSetSealCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<{ passphrase: string }>();
  const kept = current.data?.certificate;
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('signatures.seal.title')}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('signatures.seal.hint')}</Typography.Text>
        <Typography.Text data-testid="seal-certificate">
          {kept
            ? `${t('signatures.seal.subject')}: ${kept.subject} · ${t('signatures.seal.expires')}: ${dateTime(kept.not_after)}`
            : t('signatures.seal.none')}
        </Typography.Text>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ passphrase }) => {
            if (!file) return;
            save.mutate(
              { file, passphrase },
              {
                onSuccess: () => {
                  form.resetFields();
                  setFile(null);
                  message.success(t('signatures.seal.saved'));
                },
              },
            );
          }}
        >
          <Form.Item label={t('signatures.seal.file')} required>
            <Upload
              accept=".p12,.pfx,application/x-pkcs12"
              maxCount={1}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                setFile(chosen);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />} data-testid="seal-certificate-file">
                {t('signatures.seal.file')}
              </Button>
            </Upload>
          </Form.Item>
          <Form.Item
            name="passphrase"
            label={t('signatures.seal.passphrase')}
            rules={[{ required: true, message: t('fieldRequired') }]}
          >
            <Input.Password autoComplete="off" data-testid="seal-certificate-passphrase" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!file}
            loading={save.isPending}
            data-testid="seal-certificate-save"
          >
            {t('signatures.seal.save')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
