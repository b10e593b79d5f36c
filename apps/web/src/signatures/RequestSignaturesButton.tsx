import { DeleteOutlined, PlusOutlined, SignatureOutlined } from '@ant-design/icons';
import {
  CreateSignatureRequestInput,
  IdentityDocument,
  limits,
  type RecordDetailDto,
  type RecordFileDto,
  SignatureChannel,
  SignatureType,
  SignedDocumentType,
} from '@custodia/contracts';
import { App, Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { RowButton } from '../platform/RowActions.tsx';
import {
  identityDocumentLabels,
  requestSwitchesOff,
  requestSwitchLabels,
  signatoryTextLabels,
  signatureChannelLabels,
  signatureTypeLabels,
  signedDocumentTypeLabels,
} from './signatureLabels.ts';
import { useRecordSignatures, useRequestSignatures } from './useSignatures.ts';

const newSignatory = { country: 'CO', dial_code: '+57', document_type: IdentityDocument.citizenId };

/**
 * Spec §3 signature request on one PDF of the record, from the file's actions, or from a process
 * task (`taskId`) whose step has the "electronic signature" action: what the signers are asked,
 * how, and who they are (1–10). Offered to whoever the server says may request (the record's
 * answer, or the task's ability, which its caller read); the kinds only a third-party provider
 * signs are offered only where the record's answer says one serves the company, and SMS and
 * WhatsApp only where the server lists them (the company has its gateway).
 */
export function RequestSignaturesButton({
  record,
  file,
  taskId,
}: {
  record: Pick<RecordDetailDto, 'id' | 'form_id'>;
  file: RecordFileDto;
  taskId?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // At a task its holder may not read the record's requests: the task's ability is the answer.
  const panel = useRecordSignatures(record.id, taskId === undefined);
  const request = useRequestSignatures();
  const [open, setOpen] = useState(false);
  const key = useRef(crypto.randomUUID());
  const allowed = taskId !== undefined || panel.data?.can_request === true;
  if (!allowed || file.current.mime !== 'application/pdf') return null;
  const thirdParty = panel.data?.third_party === true;
  const typeOptions = [SignatureType.standard, SignatureType.simple, SignatureType.advanced]
    .filter((value) => thirdParty || value !== SignatureType.advanced)
    .map((value) => ({ value, label: t(signatureTypeLabels[value]) }));
  const documentOptions = [SignedDocumentType.document, SignedDocumentType.promissoryNote]
    .filter((value) => thirdParty || value !== SignedDocumentType.promissoryNote)
    .map((value) => ({ value, label: t(signedDocumentTypeLabels[value]) }));
  const channels = panel.data?.channels ?? [SignatureChannel.email];
  const channelOptions = channels.map((value) => ({
    value,
    label: t(signatureChannelLabels[value]),
  }));
  return (
    <>
      <RowButton
        label={t('signatures.request.action')}
        icon={<SignatureOutlined />}
        loading={false}
        testId={`file-sign-${file.id}`}
        onClick={() => {
          key.current = crypto.randomUUID();
          setOpen(true);
        }}
      />
      <ActionDialog
        open={open}
        title={t('signatures.request.title', { name: file.name })}
        okText={t('signatures.request.confirm')}
        busy={request.isPending}
        schema={CreateSignatureRequestInput}
        extra={{
          form_id: record.form_id,
          record_id: record.id,
          file_id: file.id,
          process_task_id: taskId,
        }}
        onSubmit={(input) =>
          request.mutateAsync({ input, key: key.current }).then(() => {
            message.success(t('signatures.request.done'));
          })
        }
        onClose={() => setOpen(false)}
        testId="signature-request-dialog"
      >
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
                  <Form.Item
                    name={[field.name, 'country']}
                    label={t('signatures.signatory.country')}
                  >
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
      </ActionDialog>
    </>
  );
}
