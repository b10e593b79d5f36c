import { type SignatureRequestDto, signatureStatusLabels } from '@custodia/contracts';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { paths } from '../platform/paths.ts';
import { StatusTag } from '../platform/StatusTag.tsx';
import { signatureStatusColors } from './signatureLabels.ts';

export const signatoriesPath = (id: string) => paths.signatories.replace(':id', id);

type Column = TableColumnType<SignatureRequestDto>;

/**
 * The columns every list of signature requests shows (the record's, the company's report): what
 * it asks, on which file, how many have signed, and its state; `testIds` names the list's own.
 */
export function requestColumns(t: TFunction, testIds: 'signature-request' | 'signature-report') {
  return {
    description: {
      title: t('signatures.fields.description'),
      key: 'description',
      render: (_, request) => (
        <Link to={signatoriesPath(request.id)} data-testid={`${testIds}-link`}>
          {request.description}
        </Link>
      ),
    },
    file: {
      title: t('signatures.fields.file'),
      key: 'file',
      render: (_, request) => request.file.name,
    },
    signed: {
      title: t('signatures.fields.signed'),
      key: 'signed',
      render: (_, request) => `${request.signed_count} / ${request.signatories_count}`,
    },
    status: {
      title: t('signatures.fields.status'),
      key: 'status',
      render: (_, request) => (
        <StatusTag
          status={request.status}
          labels={signatureStatusLabels}
          colors={signatureStatusColors}
          testId={`${testIds}-status`}
        />
      ),
    },
  } satisfies Record<string, Column>;
}
