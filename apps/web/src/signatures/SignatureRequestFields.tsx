import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  IdentityDocument,
  limits,
  SignatureChannel,
  SignatureType,
  SignedDocumentType,
} from '@custodia/contracts';
import { Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LongTextField } from '../platform/ActionDialog.tsx';
import {
  identityDocumentLabels,
  requestSwitchesOff,
  requestSwitchLabels,
  signatoryTextLabels,
} from './signatureLabels.ts';
import type { useSignatureRequest } from './useSignatureRequest.ts';

const newSignatory = { country: 'CO', dial_code: '+57', document_type: IdentityDocument.citizenId };

type Options = ReturnType<typeof useSignatureRequest>['options'];

/** What the signers are asked and how: the text, the days, the channel, the kind and the evidence. */
export function RequestFields({ typeOptions, documentOptions, channelOptions }: Options) {
  const { t } = useTranslation();
  return (
    <>
      <LongTextField
        name="description"
        label="signatures.fields.description"
        rows={2}
        testId="signature-description"
      />
      <Form.Item name="days" label={t('signatures.fields.days')} initialValue={5} required>
        <InputNumber
          min={limits.signatures.days.min}
          max={limits.signatures.days.max}
          data-testid="signature-days"
        />
      </Form.Item>
      {channelOptions.length > 1 && (
        <Form.Item
          name="channel"
          label={t('signatures.fields.channel')}
          initialValue={SignatureChannel.email}
        >
          <Select options={channelOptions} data-testid="signature-channel" />
        </Form.Item>
      )}
      <Form.Item
        name="signature_type"
        label={t('signatures.fields.type')}
        initialValue={SignatureType.standard}
      >
        <Select options={typeOptions} data-testid="signature-type" />
      </Form.Item>
      <Form.Item
        name="document_type"
        label={t('signatures.fields.documentType')}
        initialValue={SignedDocumentType.document}
      >
        <Select options={documentOptions} data-testid="signature-document-type" />
      </Form.Item>
      <Form.Item
        noStyle
        shouldUpdate={(before, after) => before.document_type !== after.document_type}
      >
        {({ getFieldValue }) =>
          getFieldValue('document_type') === SignedDocumentType.promissoryNote && (
            <Form.Item
              name="promissory_number"
              label={t('signatures.fields.promissoryNumber')}
              required
            >
              <Input maxLength={30} data-testid="signature-promissory-number" />
            </Form.Item>
          )
        }
      </Form.Item>
      {Object.entries(requestSwitchLabels).map(([name, label]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(label)}
          valuePropName="checked"
          initialValue={!requestSwitchesOff.has(name)}
        >
          <Switch data-testid={`signature-${name}`} />
        </Form.Item>
      ))}
    </>
  );
}

/** Who signs, 1 to 10 of them, each named and reachable. */
export function SignatoryFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="signatories" initialValue={[newSignatory]}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={t('signatures.request.signatory', { position: index + 1 })}
              extra={
                fields.length > 1 && (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('signatures.request.remove', { position: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                )
              }
              style={{ marginBottom: 12 }}
            >
              {Object.entries(signatoryTextLabels).map(([name, label]) => (
                <Form.Item key={name} name={[field.name, name]} label={t(label)} required>
                  <Input data-testid={`signatory-${index}-${name}`} />
                </Form.Item>
              ))}
              <Form.Item
                name={[field.name, 'document_type']}
                label={t('signatures.signatory.documentType')}
              >
                <Select
                  options={Object.values(IdentityDocument).map((value) => ({
                    value,
                    label: t(identityDocumentLabels[value]),
                  }))}
                  data-testid={`signatory-${index}-document_type`}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'country']} label={t('signatures.signatory.country')}>
                <Input maxLength={2} data-testid={`signatory-${index}-country`} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'dial_code']}
                label={t('signatures.signatory.dialCode')}
              >
                <Input maxLength={5} data-testid={`signatory-${index}-dial_code`} />
              </Form.Item>
            </Card>
          ))}
          {fields.length < limits.signatures.signatories.max && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newSignatory)}
              data-testid="signatory-add"
            >
              {t('signatures.request.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
