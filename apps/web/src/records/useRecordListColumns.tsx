import {
  encodeRecordFilter,
  type RecordFilter,
  type RecordListDto,
  type RecordListQuery,
  type RecordRowDto,
} from '@custodia/contracts';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClampedText } from '../platform/ClampedText.tsx';
import { formatDateTimeIn } from '../platform/dates.ts';
import { Marked, NumberCell, RecordRowActions, SubjectCell } from './RecordListCells.tsx';
import { shownValue, supportLabels } from './recordLabels.ts';

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

/** The table's columns: the record's own data, the form's search fields, and the row's actions. */
export function useRecordListColumns(
  list: RecordListDto | undefined,
  filter: RecordFilter,
  page: RecordListQuery,
) {
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
      render: (_, row) => <NumberCell row={row} />,
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
      render: (_, row) => <SubjectCell row={row} />,
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
      render: (_, row) => <RecordRowActions row={row} query={query} />,
    },
  ];
  return columns;
}
