import { CloseCircleOutlined, SendOutlined } from '@ant-design/icons';
import {
  type SignatoryDto,
  type SignatureRequestDetailDto,
  signatureStatusLabels,
} from '@custodia/contracts';
import { App, Descriptions, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { SignatoryPhotoButton } from './SignatoryPhotoButton.tsx';
import { identityDocumentLabels, signatureStatusColors } from './signatureLabels.ts';
import { useCancelSignatures, useResendSignatures, useSignatureRequest } from './useSignatures.ts';

/** Spec §2 /signatories/{id}: a request, its signatories and how far each got. */
export default function SignatoriesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useSignatureRequest(id);
  return (
    <Loaded
      query={request}
      missing="signatures.detail.missing"
      back={<BackLink to={paths.dashboard} label="menu.dashboard" testId="signatures-back" />}
    >
      {(loaded) => (
        <Flex vertical gap={16}>
          {loaded.signed_sha256 && (
            <Link
              to={generatePath(paths.signedDocument, {
                formId: loaded.form.id,
                hash: loaded.signed_sha256,
              })}
              data-testid="signatures-signed-link"
            >
              {t('signatures.signed.open')}
            </Link>
          )}
          <SignatureRequestDetail request={loaded} />
        </Flex>
      )}
    </Loaded>
  );
}

/** A request's data, its follow-up actions and its signatories, as the requester follows them. */
export function SignatureRequestDetail({ request }: { request: SignatureRequestDetailDto }) {
  const dateTime = useDateTime();
  const when = (iso: string | null) => (iso ? dateTime(iso) : '—');
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelSignatures(request.id);
  const resend = useResendSignatures(request.id);
  const columns: TableColumnsType<SignatoryDto> = [
    { title: '#', key: 'position', render: (_, one) => one.position },
    {
      title: t('signatures.signatory.fullName'),
      key: 'name',
      render: (_, one) => (
        <Flex vertical>
          {one.full_name}
          {one.requested && (
            <Typography.Text type="secondary" data-testid="signatory-corrected">
              {t('signatures.detail.corrected', {
                name: one.requested.full_name,
                document: `${t(identityDocumentLabels[one.requested.document_type])} ${one.requested.document_number}`,
              })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('signatures.signatory.documentNumber'),
      key: 'document',
      render: (_, one) => `${t(identityDocumentLabels[one.document_type])} ${one.document_number}`,
    },
    { title: t('signatures.signatory.email'), key: 'email', render: (_, one) => one.email },
    {
      title: t('signatures.fields.status'),
      key: 'status',
      render: (_, one) => (
        <StatusTag
          status={one.status}
          labels={signatureStatusLabels}
          colors={signatureStatusColors}
          testId="signatory-status"
        />
      ),
    },
    { title: t('signatures.evidence.sent'), key: 'sent', render: (_, one) => when(one.sent_at) },
    {
      title: t('signatures.evidence.signed'),
      key: 'signed',
      render: (_, one) => when(one.signed_at),
    },
    ...(request.photo_evidence
      ? [
          {
            title: t('signatures.detail.photo'),
            key: 'photo',
            render: (_: unknown, one: SignatoryDto) =>
              one.photo ? <SignatoryPhotoButton requestId={request.id} signatory={one} /> : '—',
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={16}>
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
      <Flex gap={8}>
        {request.abilities.resend && (
          <ConfirmedAction
            label={t('signatures.detail.resend')}
            question={t('signatures.detail.resendQuestion')}
            icon={<SendOutlined />}
            loading={resend.isPending}
            testId="signature-resend"
            onConfirm={() =>
              resend
                .mutateAsync(undefined)
                .then(() => message.success(t('signatures.detail.resent')))
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
