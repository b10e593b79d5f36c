import {
  type CreateSignatureRequestInput,
  type RecordDetailDto,
  type RecordFileDto,
  SignatureChannel,
  SignatureType,
  SignedDocumentType,
} from '@custodia/contracts';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  signatureChannelLabels,
  signatureTypeLabels,
  signedDocumentTypeLabels,
} from './signatureLabels.ts';
import { useRecordSignatures, useRequestSignatures } from './useSignatures.ts';

/**
 * Whether the file may be sent for signing here, the kinds and channels offered, and the dialog:
 * each opening is a new request, so a retry of one never files two.
 */
export function useSignatureRequest(
  record: Pick<RecordDetailDto, 'id' | 'form_id'>,
  file: RecordFileDto,
  taskId: string | undefined,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // At a task its holder may not read the record's requests: the task's ability is the answer.
  const panel = useRecordSignatures(record.id, taskId === undefined);
  const request = useRequestSignatures();
  const [open, setOpen] = useState(false);
  const key = useRef(crypto.randomUUID());
  const allowed = taskId !== undefined || panel.data?.can_request === true;
  const offered = allowed && file.current.mime === 'application/pdf';
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

  function openDialog(): void {
    key.current = crypto.randomUUID();
    setOpen(true);
  }

  function submit(input: CreateSignatureRequestInput): Promise<void> {
    return request.mutateAsync({ input, key: key.current }).then(() => {
      message.success(t('signatures.request.done'));
    });
  }

  return {
    offered,
    open,
    openDialog,
    close: () => setOpen(false),
    busy: request.isPending,
    submit,
    options: { typeOptions, documentOptions, channelOptions },
  };
}
