import { DownloadOutlined } from '@ant-design/icons';
import {
  type SignatureReportFilter,
  SignatureReportQuery,
  type SignatureRequestDto,
  SignatureStatus,
  signatureStatusLabels,
  signaturesApi,
} from '@custodia/contracts';
import { Button, Card, DatePicker, Flex, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { dayFormat } from '../platform/dates.ts';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { PagedTable } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { usePagedList } from '../platform/usePagedList.ts';
import { requestColumns } from './requestColumns.tsx';
import { downloadSignatureReport, useSignatureReportChoices } from './useSignatures.ts';

const isoDay = 'YYYY-MM-DD';

/**
 * `/reports/signatures` (spec §2): the company's signature requests, newest first, as far as the
 * reader may see them (the server narrows them to the forms they may request signatures on), by
 * request date, status, form and requester, and the same as a spreadsheet.
 */
export default function SignatureReportPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const list = usePagedList<SignatureRequestDto, SignatureReportFilter>({
    endpoint: signaturesApi.report,
    schema: SignatureReportQuery,
  });
  const choices = useSignatureReportChoices();
  const [exporting, setExporting] = useState(false);
  const { params, setParams } = list;
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
  const named = (items: { id: string; name: string }[] = []) =>
    items.map((item) => ({ value: item.id, label: item.name }));

  function changeDays(days: [Dayjs | null, Dayjs | null] | null): void {
    const [from, to] = days ?? [null, null];
    setParams({ from: from?.format(isoDay), to: to?.format(isoDay), page: 1 });
  }

  async function exportSheet() {
    setExporting(true);
    const { page: _page, per_page: _perPage, ...filters } = params;
    await downloadSignatureReport(filters).finally(() => setExporting(false));
  }

  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('signatures.report.dates')}
          format={dayFormat}
          value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null}
          onChange={changeDays}
          data-testid="signature-report-dates"
        />
        <ListFilterSelect
          list={list}
          param="status"
          label={t('signatures.fields.status')}
          placeholder={t('signatures.report.anyStatus')}
          options={Object.values(SignatureStatus).map((value) => ({
            value,
            label: t(signatureStatusLabels[value]),
          }))}
          minWidth={180}
          testId="signature-report-status-filter"
        />
        <ListFilterSelect
          list={list}
          param="form_id"
          label={t('signatures.fields.form')}
          placeholder={t('signatures.report.anyForm')}
          options={named(choices.data?.forms)}
          minWidth={220}
          testId="signature-report-form-filter"
        />
        <ListFilterSelect
          list={list}
          param="requested_by"
          label={t('signatures.fields.requester')}
          placeholder={t('signatures.report.anyRequester')}
          options={named(choices.data?.requesters)}
          minWidth={220}
          testId="signature-report-requester-filter"
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporting}
          onClick={() => void exportSheet()}
          data-testid="signature-report-export"
        >
          {t('signatures.report.export')}
        </Button>
      </Flex>
      <PagedTable list={list} columns={columns} testId="signature-report" />
    </Card>
  );
}
