import { type AuditListQuery, limits, type MessageKey } from '@custodia/contracts';
import { DatePicker, Flex, Form, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instantOf, outsideDateRange, pickedIn, timePicking } from '../platform/dates.ts';
import { useActiveSession } from '../platform/session.ts';
import { auditActionOptions, auditModuleOptions } from './auditLabels.ts';
import { auditDateFormats, auditPeriod, auditRangeProblem } from './auditRange.ts';

type Range = [Dayjs | null, Dayjs | null] | null;

type Props = {
  params: AuditListQuery;
  setParams(changes: Partial<AuditListQuery>): void;
  /** The name of the user the log is narrowed to, shown to be cleared. */
  filteredUser: string | undefined;
};

/** Up to 30 days in the company's time zone; a range too long is told and not asked for. */
function RangeFilter({ params, setParams }: Omit<Props, 'filteredUser'>) {
  const { t } = useTranslation();
  const zone = useActiveSession().time_zone;
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

  return (
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
          params.from && params.to ? [pickedIn(params.from, zone), pickedIn(params.to, zone)] : null
        }
        disabledDate={(day, { from }) => outsideDateRange(day, from)}
        onChange={changeRange}
        data-testid="audit-filter-range"
      />
    </Form.Item>
  );
}

/** The module, its action, the range, and the user chosen from a row. */
export function AuditLogFilters({ params, setParams, filteredUser }: Props) {
  const { t } = useTranslation();

  return (
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
        <RangeFilter params={params} setParams={setParams} />
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
  );
}
