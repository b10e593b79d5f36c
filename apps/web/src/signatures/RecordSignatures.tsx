import type { RecordDetailDto, SignatureRequestDto } from '@custodia/contracts';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { signatureStatusColors, signatureStatusLabels } from './signatureLabels.ts';
import { useRecordSignatures } from './useSignatures.ts';

export const signatoriesPath = (id: string) => paths.signatories.replace(':id', id);

/** The record's signature requests, for whoever may request them on its form. */
export function RecordSignatures({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const requests = useRecordSignatures(record.id);
  if (!requests.data?.can_request && !requests.data?.items.length) return null;
  const columns: TableColumnsType<SignatureRequestDto> = [
    {
      title: t('signatures.fields.description'),
      key: 'description',
      render: (_, request) => (
        <Link to={signatoriesPath(request.id)} data-testid="signature-request-link">
          {request.description}
        </Link>
      ),
    },
    { title: t('signatures.fields.file'), key: 'file', render: (_, request) => request.file.name },
    {
      title: t('signatures.fields.signed'),
      key: 'signed',
      render: (_, request) => `${request.signed_count} / ${request.signatories_count}`,
    },
    {
      title: t('signatures.fields.status'),
      key: 'status',
      render: (_, request) => (
        <StatusTag
          status={request.status}
          labels={signatureStatusLabels}
          colors={signatureStatusColors}
          testId="signature-request-status"
        />
      ),
    },
  ];
  return (
    <Card title={t('signatures.record.title')} data-testid="record-signatures">
      <ScrollRegion label={t('signatures.record.title')}>
        <Table
          rowKey="id"
          columns={columns}
          dataSource={requests.data.items}
          pagination={false}
          locale={{ emptyText: t('signatures.record.none') }}
        />
      </ScrollRegion>
    </Card>
  );
}
