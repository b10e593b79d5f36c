import { ExportOutlined } from '@ant-design/icons';
import {
  limits,
  type RecordFilter,
  type RecordListDto,
  type RecordRowDto,
} from '@custodia/contracts';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionsInView } from '../platform/actionsInView.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { ApiError } from '../platform/http.ts';
import { scrollWidth } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { RecordFilterForm } from './RecordFilterForm.tsx';
import { useRecordListColumns } from './useRecordListColumns.tsx';
import { useRecordListScreen } from './useRecordListScreen.ts';
import { isFiltered } from './useRecords.ts';

// The larger sizes of spec §9 serve exports and pickers, not tables people read.
const pageSizeOptions = limits.pageSizes.filter((size) => size <= 100);

type HeaderProps = {
  data: RecordListDto | undefined;
  /** The address's `{query}`, which the filter form starts again from when it changes. */
  segment: string | undefined;
  filter: RecordFilter;
  onApply(next: RecordFilter): void;
  onExport(): void;
  exporting: boolean;
};

/** The form's name, its filter, clearing it, and exporting what the list shows. */
function RecordListHeader({ data, segment, filter, onApply, onExport, exporting }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Card
      title={data ? t('records.list.title', { form: data.form.name }) : t('screens.recordList')}
      extra={
        <BackLink
          to={paths.recordListForm}
          label="records.list.back"
          testId="back-to-record-list-forms"
        />
      }
    >
      {data && (
        <RecordFilterForm
          // A new address (back, a bookmark) starts the form again from its filter.
          key={segment ?? ''}
          filter={filter}
          columns={data.columns}
          onApply={onApply}
        />
      )}
      <Flex gap={16} align="center" wrap>
        {isFiltered(filter) && (
          <Typography.Link onClick={() => onApply({ criteria: [], join: 'and', text: '' })}>
            {t('records.list.clear')}
          </Typography.Link>
        )}
        {data?.abilities.create && (
          <Button
            icon={<ExportOutlined />}
            onClick={onExport}
            loading={exporting}
            disabled={data.count === 0}
            data-testid="record-list-export"
          >
            {t('records.list.export')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/**
 * Spec §2 `/record/list/table/{id}` and `/record/list/forms/filters/{id}[/{query}]`: one form's
 * records, newest first or by number, paged as spec §9 says; the filter and the full-text search
 * live in the address's `{query}`, so a filtered list can be bookmarked, and page and order in its
 * query string. Row actions are the record's abilities.
 */
export default function RecordListPage() {
  const { t, i18n } = useTranslation();
  const { segment, filter, page, list, apply, changed, exportList, exporting } =
    useRecordListScreen();
  const columns = useRecordListColumns(list.data, filter, page);
  const data = list.data;
  const badFilter = list.error instanceof ApiError ? list.error.detail : null;
  return (
    <Flex vertical gap={16}>
      <RecordListHeader
        data={data}
        segment={segment}
        filter={filter}
        onApply={apply}
        onExport={exportList}
        exporting={exporting.isPending}
      />
      <Card>
        {badFilter && (
          <Alert
            type="warning"
            showIcon
            title={t('records.list.badFilter', { detail: badFilter })}
          />
        )}
        <Table<RecordRowDto>
          rowKey="id"
          // The form's fields widen the table past the screen: what a row offers stays in view.
          columns={actionsInView(columns)}
          dataSource={data?.items}
          loading={list.isFetching}
          onChange={changed}
          tableLayout="auto"
          scroll={{ x: scrollWidth(columns) }}
          locale={{
            emptyText: t(isFiltered(filter) ? 'records.list.noMatch' : 'records.list.empty'),
          }}
          pagination={{
            current: page.page,
            pageSize: page.per_page,
            total: data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions,
            showTotal: (total) => {
              const shown = new Intl.NumberFormat(i18n.language).format(total);
              return data?.count_capped
                ? t('list.totalCapped', { total: shown })
                : t('list.total', { count: total, total: shown });
            },
          }}
          data-testid="record-list"
        />
      </Card>
    </Flex>
  );
}
