import type { TrashQuery } from '@custodia/contracts';
import { DatePicker, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayFormat } from '../platform/dates.ts';

const isoDay = 'YYYY-MM-DD';

type Props = { params: TrashQuery; setParams(changes: Partial<TrashQuery>): void };

/** The subject searched and the days the files were trashed in; each change goes to page 1. */
export function TrashFilters({ params, setParams }: Props) {
  const { t } = useTranslation();

  function changeDays(days: [Dayjs | null, Dayjs | null] | null): void {
    const [from, to] = days ?? [null, null];
    setParams({ date_from: from?.format(isoDay), date_to: to?.format(isoDay), page: 1 });
  }

  return (
    <Form layout="vertical">
      <Flex gap={12} wrap align="flex-start">
        <Form.Item label={t('files.fields.subject')} htmlFor="trash-filter-subject">
          <Input.Search
            id="trash-filter-subject"
            allowClear
            defaultValue={params.subject}
            onSearch={(subject) => setParams({ subject, page: 1 })}
            style={{ minWidth: 260 }}
            data-testid="trash-filter-subject"
          />
        </Form.Item>
        <Form.Item label={t('trash.days')} htmlFor="trash-filter-days">
          <DatePicker.RangePicker
            id={{ start: 'trash-filter-days' }}
            format={dayFormat}
            value={
              params.date_from && params.date_to
                ? [dayjs(params.date_from), dayjs(params.date_to)]
                : null
            }
            onChange={changeDays}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}
