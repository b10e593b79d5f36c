import {
  type SignatureReportFilter,
  SignatureReportQuery,
  type SignatureRequestDto,
  SignatureStatus,
  type SignatureStatusValue,
  signaturesApi,
} from '@custodia/contracts';
import { Card, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { PagedTable } from '../platform/PagedTable.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { usePagedList } from '../platform/usePagedList.ts';
import { requestColumns } from './requestColumns.tsx';
import { signatureStatusLabels } from './signatureLabels.ts';

/**
 * `/reports/signatures` (spec §2): the company's signature requests, newest first, as far as the
 * reader may see them (the server narrows them to the forms they may request signatures on).
 */
export default function SignatureReportPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const list = usePagedList<SignatureRequestDto, SignatureReportFilter>({
    key: ['signatures', 'report'],
    endpoint: signaturesApi.report,
    schema: SignatureReportQuery,
  });
  const { description, file, signed, status } = requestColumns(t, 'signature-report');
  const columns: TableColumnsType<SignatureRequestDto> = [
    description,
    {
      title: t('signatures.fields.record'),
      key: 'record',
      render: (_, request) => (
        <Link
          to={generatePath(paths.recordDetails, {
            recordId: request.record.id,
            id: request.form.id,
          })}
        >
          {request.record.number}
        </Link>
      ),
    },
    file,
    {
      title: t('signatures.fields.requester'),
      key: 'requester',
      render: (_, request) => request.requested_by.name,
    },
    {
      title: t('signatures.fields.requestedAt'),
      key: 'requested',
      render: (_, request) => dateTime(request.requested_at),
    },
    signed,
    status,
  ];
  return (
    <Card>
      <Select<SignatureStatusValue>
        aria-label={t('signatures.fields.status')}
        value={list.params.status}
        onChange={(status) => list.setParams({ status, page: 1 })}
        allowClear
        placeholder={t('signatures.report.anyStatus')}
        options={Object.values(SignatureStatus).map((status) => ({
          value: status,
          label: t(signatureStatusLabels[status]),
        }))}
        style={{ minWidth: 200, marginBottom: 16 }}
        data-testid="signature-report-status-filter"
      />
      <PagedTable list={list} columns={columns} testId="signature-report" />
    </Card>
  );
}
