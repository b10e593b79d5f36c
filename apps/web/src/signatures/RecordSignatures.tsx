import type { RecordDetailDto, SignatureRequestDto } from '@custodia/contracts';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../platform/ScrollRegion.tsx';
import { requestColumns } from './requestColumns.tsx';
import { useRecordSignatures } from './useSignatures.ts';

/** The record's signature requests, for whoever may request them on its form. */
export function RecordSignatures({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const requests = useRecordSignatures(record.id);
  if (!requests.data?.can_request && !requests.data?.items.length) return null;
  const { description, file, signed, status } = requestColumns(t, 'signature-request');
  const columns: TableColumnsType<SignatureRequestDto> = [description, file, signed, status];
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
