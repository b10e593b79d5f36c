import { CloseCircleOutlined, SendOutlined } from '@ant-design/icons';
import { type SignatureRequestDetailDto, signatureStatusLabels } from '@custodia/contracts';
import { App, Descriptions, Flex, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { signatureStatusColors } from './signatureLabels.ts';
import { useSignatoryColumns } from './useSignatoryColumns.tsx';
import { useCancelSignatures, useResendSignatures } from './useSignatures.ts';

type Props = { request: SignatureRequestDetailDto };

/** What is asked, its state, on which record and file, by whom and until when. */
function RequestSummary({ request, when }: Props & { when: (iso: string | null) => string }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      bordered
      items={[
        {
          key: 'description',
          label: t('signatures.fields.description'),
          children: request.description,
        },
        {
          key: 'status',
          label: t('signatures.fields.status'),
          children: (
            <StatusTag
              status={request.status}
              labels={signatureStatusLabels}
              colors={signatureStatusColors}
              testId="signature-status"
            />
          ),
        },
        { key: 'record', label: t('signatures.fields.record'), children: request.record.number },
        { key: 'file', label: t('signatures.fields.file'), children: request.file.name },
        {
          key: 'requester',
          label: t('signatures.fields.requester'),
          children: request.requested_by.name,
        },
        {
          key: 'expires',
          label: t('signatures.fields.expires'),
          children: when(request.expires_at),
        },
      ]}
    />
  );
}

/** Sending the request again, or cancelling it, as its abilities allow. */
function RequestFollowUp({ request }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelSignatures(request.id);
  const resend = useResendSignatures(request.id);
  return (
    <Flex gap={8}>
      {request.abilities.resend && (
        <ConfirmedAction
          label={t('signatures.detail.resend')}
          question={t('signatures.detail.resendQuestion')}
          icon={<SendOutlined />}
          loading={resend.isPending}
          testId="signature-resend"
          onConfirm={() =>
            resend.mutateAsync(undefined).then(() => message.success(t('signatures.detail.resent')))
          }
        />
      )}
      {request.abilities.cancel && (
        <ConfirmedAction
          label={t('signatures.detail.cancel')}
          question={t('signatures.detail.cancelQuestion')}
          icon={<CloseCircleOutlined />}
          danger
          loading={cancel.isPending}
          testId="signature-cancel"
          onConfirm={() =>
            cancel
              .mutateAsync(undefined)
              .then(() => message.success(t('signatures.detail.cancelled')))
          }
        />
      )}
    </Flex>
  );
}

/** A request's data, its follow-up actions and its signatories, as the requester follows them. */
export function SignatureRequestDetail({ request }: { request: SignatureRequestDetailDto }) {
  const dateTime = useDateTime();
  const when = (iso: string | null) => (iso ? dateTime(iso) : '—');
  const { t } = useTranslation();
  const columns = useSignatoryColumns(request, when);
  return (
    <Flex vertical gap={16}>
      <RequestSummary request={request} when={when} />
      <RequestFollowUp request={request} />
      <ScrollRegion label={t('signatures.fields.signatories')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={request.signatories}
          pagination={false}
          data-testid="signatories-table"
        />
      </ScrollRegion>
    </Flex>
  );
}
