import { type Endpoint, limits, type Paged, type PageQuery } from '@custodia/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CallInput, call } from './api.ts';
import { readKey, type SomeInput } from './queryKeys.ts';
import type { Schema } from './useSchemaForm.ts';

type ListParams = PageQuery & Record<string, string | number | boolean | undefined>;
type ListSchema<P> = Schema<P> & { parse(value: unknown): P };

// The larger sizes of spec §9 serve exports and pickers, not tables people read.
const pageSizeOptions = limits.pageSizes.filter((size) => size <= 100);

/** What a screen gets from usePagedList: its filters, a way to change them, the rows and the pager. */
export type PagedList<T, P> = {
  params: P;
  setParams(changes: Partial<P>): void;
  query: UseQueryResult<Paged<T>>;
  pagination: TablePaginationConfig;
};

/**
 * A server-paged list whose page, size and filters live in the address, so reloading or going
 * back shows the same rows. The contracts query schema reads them, as the server does.
 */
export function usePagedList<T, P extends ListParams, E extends Endpoint = Endpoint>(options: {
  /** A list endpoint of the contracts table: it answers pages of T. */
  endpoint: E;
  /** Its path parameters (the role whose members are listed). */
  params?: Record<string, string>;
  schema: ListSchema<P>;
  /**
   * Filters the screen's own address already fixes (a route parameter): sent with every request,
   * kept out of the query string.
   */
  fixed?: Partial<P>;
}): PagedList<T, P> {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = options.schema.safeParse(Object.fromEntries(searchParams));
  const params = parsed.success ? parsed.data : options.schema.parse({});

  const sent = { ...params, ...options.fixed };
  // The input of a generic endpoint cannot be resolved here; the screen's schema is its query.
  const input = (options.params
    ? { params: options.params, query: sent }
    : { query: sent }) as unknown as CallInput<E>;

  const query = useQuery({
    queryKey: readKey(options.endpoint, input as SomeInput<E>),
    queryFn: ({ signal }) => call(options.endpoint, input, { signal }) as Promise<Paged<T>>,
    placeholderData: keepPreviousData,
  });

  function setParams(changes: Partial<P>): void {
    const next: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...params, ...changes })) {
      if (value !== undefined && value !== '') next[name] = String(value);
    }
    setSearchParams(next);
  }

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: params.per_page,
    total: query.data?.count ?? 0,
    showSizeChanger: true,
    pageSizeOptions,
    showTotal: (total) => {
      const shown = new Intl.NumberFormat(i18n.language).format(total);
      // `count` picks the plural form ('1 registro', '2 registros'), `total` is the number shown.
      return query.data?.count_capped
        ? t('list.totalCapped', { total: shown })
        : t('list.total', { count: total, total: shown });
    },
    onChange: (page, perPage) =>
      setParams({ page: perPage === params.per_page ? page : 1, per_page: perPage } as Partial<P>),
  };

  return { params, setParams, query, pagination };
}
