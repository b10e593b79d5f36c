import {
  type SignatoryDto,
  type SignatureRequestDetailDto,
  signatureStatusLabels,
} from '@custodia/contracts';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../platform/StatusTag.tsx';
import { SignatoryPhotoButton } from './SignatoryPhotoButton.tsx';
import { identityDocumentLabels, signatureStatusColors } from './signatureLabels.ts';

/**
 * The signatories' columns: who each is (and what the request named, when they corrected it),
 * how far they got, and their photo where the request asked for one.
 */
export function useSignatoryColumns(
  request: SignatureRequestDetailDto,
  when: (iso: string | null) => string,
): TableColumnsType<SignatoryDto> {
  const { t } = useTranslation();
  return [
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
}
