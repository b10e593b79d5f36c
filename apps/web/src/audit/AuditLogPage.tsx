import { EyeOutlined } from '@ant-design/icons';
import { type AuditEntryDto, limits, type MessageKey } from '@custodia/contracts';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Select,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantOf, outsideDateRange, pickedIn, timePicking } from '../platform/dates.ts';
import { PagedTable } from '../platform/PagedTable.tsx';
import { useActiveSession } from '../platform/session.ts';
import { AuditEntryDrawer } from './AuditEntryDrawer.tsx';
import { AuditVerify } from './AuditVerify.tsx';
import { auditActionOptions, auditModuleOptions } from './auditLabels.ts';
import { auditDateFormats, auditPeriod, auditRangeProblem } from './auditRange.ts';
import { useAuditColumns } from './useAuditColumns.ts';
import { useAuditLog } from './useAuditLog.ts';

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The company's audit log (admins, and holders of the metrics permission), filtered by module,
 * action, the user who acted and up to 30 days; the filters live in the address.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const session = useActiveSession();
  const zone = session.time_zone;
  const list = useAuditLog();
  const { params, setParams, query } = list;
  const [opened, setOpened] = useState<AuditEntryDto | null>(null);
  const whenAndWhat = useAuditColumns();
  const [rangeProblem, setRangeProblem] = useState<MessageKey | null>(null);

  function changeRange(range: Range): void {
    const [picked, pickedEnd] = range ?? [null, null];
    if (!picked || !pickedEnd) {
      setRangeProblem(null);
      setParams({ from: undefined, to: undefined, page: 1 });
      return;
    }
    const { from, to } = auditPeriod(picked, pickedEnd);
    const problem = auditRangeProblem(from, to);
    setRangeProblem(problem);
    if (!problem) {
      setParams({ from: instantOf(from, zone), to: instantOf(to, zone), page: 1 });
    }
  }

  // Every row of a user-filtered page is by that user, so any of them gives the name to show.
  const filteredUser = params.user_id && (query.data?.items[0]?.user_name ?? params.user_id);

  const columns: TableColumnsType<AuditEntryDto> = [
    ...whenAndWhat,
    {
      title: t('users.log.by'),
      key: 'by',
      render: (_, { user_id, user_name }) =>
        user_id ? (
          <Tooltip title={t('auditLog.filterByUser')}>
            <Typography.Link
              onClick={() => setParams({ user_id, page: 1 })}
              data-testid="audit-filter-by-user"
            >
              {user_name}
            </Typography.Link>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      title: t('common.actions'),
      key: 'detail',
      render: (_, entry) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('auditLog.detail')}
          onClick={() => setOpened(entry)}
          data-testid="audit-entry-detail"
        />
      ),
    },
  ];

  return (
    <Card>
      {session.abilities['auditLog.verifyChain'] && <AuditVerify />}
      <Form layout="vertical">
        <Flex gap={12} wrap align="flex-start">
          <Form.Item label={t('users.log.module')} htmlFor="audit-filter-module">
            <Select
              id="audit-filter-module"
              allowClear
              value={params.module}
              placeholder={t('auditLog.allModules')}
              options={auditModuleOptions(t)}
              onChange={(module?: string) => setParams({ module, action: undefined, page: 1 })}
              style={{ minWidth: 220 }}
              data-testid="audit-filter-module"
            />
          </Form.Item>
          <Form.Item label={t('users.log.action')} htmlFor="audit-filter-action">
            <Select
              id="audit-filter-action"
              allowClear
              value={params.action}
              disabled={!params.module}
              placeholder={t(params.module ? 'auditLog.allActions' : 'auditLog.chooseModule')}
              options={auditActionOptions(params.module, t)}
              onChange={(action?: string) => setParams({ action, page: 1 })}
              style={{ minWidth: 260 }}
              data-testid="audit-filter-action"
            />
          </Form.Item>
          <Form.Item
            label={t('auditLog.range')}
            htmlFor="audit-filter-range"
            validateStatus={rangeProblem ? 'error' : undefined}
            help={t(rangeProblem ?? 'auditLog.range.help', { days: limits.dateRangeDays })}
          >
            <DatePicker.RangePicker
              id={{ start: 'audit-filter-range' }}
              showTime={timePicking}
              format={auditDateFormats}
              value={
                params.from && params.to
                  ? [pickedIn(params.from, zone), pickedIn(params.to, zone)]
                  : null
              }
              disabledDate={(day, { from }) => outsideDateRange(day, from)}
              onChange={changeRange}
              data-testid="audit-filter-range"
            />
          </Form.Item>
          {filteredUser && (
            <Form.Item label={t('users.log.by')}>
              <Tag
                closable={{ 'aria-label': t('auditLog.clearUser') }}
                onClose={() => setParams({ user_id: undefined, page: 1 })}
                data-testid="audit-filter-user"
              >
                {filteredUser}
              </Tag>
            </Form.Item>
          )}
        </Flex>
      </Form>
      <PagedTable list={list} columns={columns} rowKey="seq" />
      <AuditEntryDrawer entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
