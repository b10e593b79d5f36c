import {
  decodeRecordFilter,
  encodeRecordFilter,
  type RecordFilter,
  RecordListQuery,
  type RecordRowDto,
} from '@custodia/contracts';
import { App, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRequestExport } from '../exports/index.ts';
import { paths } from '../platform/paths.ts';
import { isFiltered, useRecordList } from './useRecords.ts';

/**
 * The list as its address holds it: the form, the filter in `{query}`, page and order in the
 * query string; applying a filter, paging or sorting changes the address, and the export asks
 * for the records shown.
 */
export function useRecordListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '', query: segment } = useParams();
  const filter = decodeRecordFilter(segment);
  const [searchParams, setSearchParams] = useSearchParams();
  const read = RecordListQuery.safeParse(Object.fromEntries(searchParams));
  const page = read.success ? read.data : RecordListQuery.parse({});
  const list = useRecordList(id, filter, page);
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

  return { segment, filter, page, list, apply, changed, exportList, exporting };
}
