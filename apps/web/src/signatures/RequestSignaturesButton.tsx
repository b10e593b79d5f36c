import { SignatureOutlined } from '@ant-design/icons';
import {
  CreateSignatureRequestInput,
  type RecordDetailDto,
  type RecordFileDto,
} from '@custodia/contracts';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../platform/ActionDialog.tsx';
import { RowButton } from '../platform/RowActions.tsx';
import { RequestFields, SignatoryFields } from './SignatureRequestFields.tsx';
import { useSignatureRequest } from './useSignatureRequest.ts';

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
  const dialog = useSignatureRequest(record, file, taskId);
  if (!dialog.offered) return null;
  return (
    <>
      <RowButton
        label={t('signatures.request.action')}
        icon={<SignatureOutlined />}
        loading={false}
        testId={`file-sign-${file.id}`}
        onClick={dialog.openDialog}
      />
      <ActionDialog
        open={dialog.open}
        title={t('signatures.request.title', { name: file.name })}
        okText={t('signatures.request.confirm')}
        busy={dialog.busy}
        schema={CreateSignatureRequestInput}
        extra={{
          form_id: record.form_id,
          record_id: record.id,
          file_id: file.id,
          process_task_id: taskId,
        }}
        onSubmit={dialog.submit}
        onClose={dialog.close}
        testId="signature-request-dialog"
      >
        <RequestFields {...dialog.options} />
        <SignatoryFields />
      </ActionDialog>
    </>
  );
}
