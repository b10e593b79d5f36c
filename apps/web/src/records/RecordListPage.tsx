import { EditOutlined, ExportOutlined, EyeOutlined } from '@ant-design/icons';
import {
  decodeRecordFilter,
  encodeRecordFilter,
  limits,
  type RecordFilter,
  type RecordListDto,
  RecordListQuery,
  type RecordRowDto,
} from '@custodia/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Table,
  type TableColumnsType,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRequestExport } from '../exports/index.ts';
import { actionsInView } from '../platform/actionsInView.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { ClampedText } from '../platform/ClampedText.tsx';
import { formatDateTimeIn } from '../platform/dates.ts';
import { ApiError } from '../platform/http.ts';
import { scrollWidth } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { RecordStatusTag } from '../platform/RecordStatusTag.tsx';
import { RowActions } from '../platform/RowActions.tsx';
import { PrintStickerButton } from '../stickers/index.ts';
import { CancelRecordButton } from './CancelRecordButton.tsx';
import { markedParts } from './marks.ts';
import { RecordFilterForm } from './RecordFilterForm.tsx';
import { shownValue, supportLabels } from './recordLabels.ts';
import { isFiltered, useRecordList } from './useRecords.ts';

/** A text with the words a full-text search found in the row marked. */
function Marked({ text, words }: { text: string | null; words: string[] }) {
  if (!text) return null;
  return (
    <>
      {markedParts(text, words).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * Each column's width. Long texts are clamped to two lines of theirs and the other data and the
 * headers wrap, so a row stays two lines high whatever its subject. The status stands under the
 * number and the filer under the filing time, so a laptop's 1,366 px hold a form's two search
 * fields without scrolling; more fields widen the table past its card, and it scrolls sideways
 * with the number first and the actions kept in view.
 */
const widths = {
  number: 150,
  filed: 160,
  subject: 180,
  support: 110,
  field: 150,
};

// The larger sizes of spec §9 serve exports and pickers, not tables people read.
const pageSizeOptions = limits.pageSizes.filter((size) => size <= 100);

/** The table's columns: the record's own data, the form's search fields, and the row's actions. */
function useColumns(list: RecordListDto | undefined, filter: RecordFilter, page: RecordListQuery) {
  const { t } = useTranslation();
  // Rows come with the list, and with it the company's time zone.
  const zone = list?.time_zone ?? 'UTC';
  const sortOrder = (column: RecordListQuery['order_by']) =>
    page.order_by === column ? (page.order === 'asc' ? 'ascend' : 'descend') : null;
  const query = encodeRecordFilter(filter);
  const columns: TableColumnsType<RecordRowDto> = [
    {
      title: t('records.fields.number'),
      key: 'number',
      width: widths.number,
      sorter: true,
      sortOrder: sortOrder('number'),
      // A filing number is read whole: broken at a hyphen it reads as two.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      // The status under the number: a cancelled record is told at a glance however far the row
      // scrolls, and on a phone, where the actions cover the rest of the row.
      render: (_, row) => (
        <Flex vertical gap={4} align="flex-start">
          {row.abilities.view ? (
            <Link to={generatePath(paths.recordDetails, { recordId: row.id, id: row.form_id })}>
              <Marked text={row.number} words={row.matches} />
            </Link>
          ) : (
            <Marked text={row.number} words={row.matches} />
          )}
          <RecordStatusTag status={row.status} />
        </Flex>
      ),
    },
    {
      title: t('records.list.filed'),
      key: 'created_at',
      width: widths.filed,
      sorter: true,
      sortOrder: sortOrder('created_at'),
      // One line each, so the row stays two lines high beside the number and its status.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, row) => (
        <Flex vertical gap={4}>
          <span>{formatDateTimeIn(row.created_at, zone)}</span>
          <Typography.Text type="secondary">{row.user_name}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('records.fields.subject'),
      key: 'subject',
      width: widths.subject,
      render: (_, row) => (
        <>
          <ClampedText text={row.subject}>
            <Marked text={row.subject} words={row.matches} />
          </ClampedText>
          {row.matched_in_files && (
            <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="matched-in-file">
              {t('records.list.matchedInFile')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('records.fields.supportType'),
      key: 'support',
      width: widths.support,
      render: (_, row) => t(supportLabels[row.support_type]),
    },
    ...(list?.columns ?? []).map((column) => ({
      title: column.label,
      key: column.id,
      width: widths.field,
      render: (_: unknown, row: RecordRowDto) => {
        const value = shownValue(column.control_data, row.values[column.id], zone);
        return (
          value && (
            <ClampedText text={value}>
              <Marked text={value} words={row.matches} />
            </ClampedText>
          )
        );
      },
    })),
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => {
        const ids = { id: row.form_id, recordId: row.id };
        return (
          <RowActions
            links={[
              ...(row.abilities.view
                ? [
                    {
                      to: generatePath(paths.recordDetails, { recordId: row.id, id: row.form_id }),
                      label: t('records.actions.view'),
                      icon: <EyeOutlined />,
                      testId: 'record-row-view',
                    },
                  ]
                : []),
              ...(row.abilities.edit
                ? [
                    {
                      to: generatePath(paths.recordEdit, { ...ids, query }),
                      label: t('records.actions.edit'),
                      icon: <EditOutlined />,
                      testId: 'record-row-edit',
                    },
                  ]
                : []),
            ]}
          >
            {row.abilities.cancel && <CancelRecordButton record={row} compact />}
            {row.abilities.printSticker && (
              <PrintStickerButton formId={row.form_id} recordId={row.id} compact />
            )}
          </RowActions>
        );
      },
    },
  ];
  return columns;
}

/**
 * Spec §2 `/record/list/table/{id}` and `/record/list/forms/filters/{id}[/{query}]`: one form's
 * records, newest first or by number, paged as spec §9 says; the filter and the full-text search
 * live in the address's `{query}`, so a filtered list can be bookmarked, and page and order in its
 * query string. Row actions are the record's abilities.
 */
export default function RecordListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '', query: segment } = useParams();
  const filter = decodeRecordFilter(segment);
  const [searchParams, setSearchParams] = useSearchParams();
  const read = RecordListQuery.safeParse(Object.fromEntries(searchParams));
  const page = read.success ? read.data : RecordListQuery.parse({});
  const list = useRecordList(id, filter, page);
  const columns = useColumns(list.data, filter, page);
  const { message } = App.useApp();
  const exporting = useRequestExport();

  // The export takes exactly the records this list shows with its filter (decision 47).
  function exportList(): void {
    exporting.mutate(
      { formId: id, filter },
      { onSuccess: () => message.success(t('records.list.exported')) },
    );
  }

  function apply(next: RecordFilter): void {
    navigate(
      isFiltered(next)
        ? generatePath(paths.recordFilters, { id, query: encodeRecordFilter(next) })
        : generatePath(paths.recordTable, { id }),
    );
  }

  const changed: TableProps<RecordRowDto>['onChange'] = (pagination, _, sorter) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    const orderBy = sorted?.order ? (sorted.columnKey as RecordListQuery['order_by']) : undefined;
    const perPage = pagination.pageSize ?? page.per_page;
    setSearchParams({
      page: String(perPage === page.per_page ? (pagination.current ?? 1) : 1),
      per_page: String(perPage),
      ...(orderBy ? { order_by: orderBy, order: sorted?.order === 'ascend' ? 'asc' : 'desc' } : {}),
    });
  };

  const data = list.data;
  const badFilter = list.error instanceof ApiError ? list.error.detail : null;
  return (
    <Flex vertical gap={16}>
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
            onApply={apply}
          />
        )}
        <Flex gap={16} align="center" wrap>
          {isFiltered(filter) && (
            <Typography.Link onClick={() => apply({ criteria: [], join: 'and', text: '' })}>
              {t('records.list.clear')}
            </Typography.Link>
          )}
          {data?.abilities.create && (
            <Button
              icon={<ExportOutlined />}
              onClick={exportList}
              loading={exporting.isPending}
              disabled={data.count === 0}
              data-testid="record-list-export"
            >
              {t('records.list.export')}
            </Button>
          )}
        </Flex>
      </Card>
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
