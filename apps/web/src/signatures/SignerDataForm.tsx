import { IdentityDocument, type SignerData } from '@custodia/contracts';
import { Form, type FormInstance, Input, Select, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { identityDocumentLabels } from './signatureLabels.ts';

/**
 * A signer's own data, to correct before signing where the request allows it: the evidence page
 * prints what they sign with and notes what the requester had typed.
 */
export function SignerDataForm({
  form,
  initial,
  onValuesChange,
}: {
  form: FormInstance;
  initial: SignerData;
  onValuesChange(changed: Record<string, unknown>): void;
}) {
  const { t } = useTranslation();
  const title = useId();
  return (
    <section aria-labelledby={title} data-testid="sign-data">
      <Typography.Title level={2} id={title} style={{ fontSize: 18 }}>
        {t('signatures.sign.yourData')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('signatures.sign.correctHint')}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        requiredMark={false}
      >
        <Form.Item name="full_name" label={t('signatures.signatory.fullName')}>
          <Input autoComplete="name" data-testid="sign-full_name" />
        </Form.Item>
        <Form.Item name="document_type" label={t('signatures.signatory.documentType')}>
          <Select
            options={Object.values(IdentityDocument).map((value) => ({
              value,
              label: t(identityDocumentLabels[value]),
            }))}
            data-testid="sign-document_type"
          />
        </Form.Item>
        <Form.Item name="document_number" label={t('signatures.signatory.documentNumber')}>
          <Input data-testid="sign-document_number" />
        </Form.Item>
      </Form>
    </section>
  );
}
