import { Checkbox, Flex, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import type { PagedList } from './usePagedList.ts';

/** The filters every searchable list has; any change goes back to the first page. */
type SearchableParams = { name?: string; page?: number };

export type ListSearch = { placeholder: string; testId: string };

/**
 * The row above a paged table: a search by name, then the list's own filters. A new filter
 * shows from the first page, as the page the user was on may no longer exist.
 */
export function ListToolbar({
  list,
  search,
  children,
}: {
  list: Pick<PagedList<unknown, SearchableParams>, 'params' | 'setParams'>;
  search: ListSearch;
  /** The list's other filters, e.g. a ListFilterSelect. */
  children?: ReactNode;
}) {
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }}>
      <ListFilterText
        list={list}
        param="name"
        placeholder={search.placeholder}
        testId={search.testId}
      />
      {children}
    </Flex>
  );
}

type FilterParams<K extends string, V> = { [name in K]?: V } & { page?: number };

/** A search box bound to one text filter of a paged list (the name, a number, a subject). */
export function ListFilterText<K extends string>({
  list,
  param,
  placeholder,
  testId,
}: {
  list: Pick<PagedList<unknown, FilterParams<K, string>>, 'params' | 'setParams'>;
  param: K;
  placeholder: string;
  testId: string;
}) {
  const value = list.params[param];
  return (
    <Input.Search
      // Remounted when the address changes (back, a link) so the box shows what was searched.
      key={value ?? ''}
      defaultValue={value}
      allowClear
      placeholder={placeholder}
      aria-label={placeholder}
      onSearch={(text) => list.setParams({ [param]: text, page: 1 } as FilterParams<K, string>)}
      style={{ maxWidth: 360 }}
      data-testid={testId}
    />
  );
}

/** A clearable select bound to one filter of a paged list; empty means "all". */
export function ListFilterSelect<K extends string, V extends string | number>({
  list,
  param,
  options,
  placeholder,
  label,
  minWidth,
  testId,
}: {
  list: Pick<PagedList<unknown, FilterParams<K, V>>, 'params' | 'setParams'>;
  /** The name of the filter in the list's query (and the address). */
  param: K;
  options: { value: V; label: string }[];
  /** Shown while nothing is chosen, i.e. what an empty filter means ("All statuses"). */
  placeholder: string;
  /** The accessible name: the field filtered on. */
  label: string;
  minWidth: number;
  testId: string;
}) {
  // The cast: TypeScript widens a computed key `[param]` to string, though it is K.
  return (
    <Select<V>
      allowClear
      value={list.params[param]}
      placeholder={placeholder}
      aria-label={label}
      options={options}
      onChange={(value) => list.setParams({ [param]: value, page: 1 } as FilterParams<K, V>)}
      style={{ minWidth }}
      data-testid={testId}
    />
  );
}

/** A checkbox bound to one yes/no filter of a paged list: ticked keeps the rows where it holds. */
export function ListFilterCheckbox<K extends string>({
  list,
  param,
  label,
  testId,
}: {
  list: Pick<PagedList<unknown, FilterParams<K, boolean>>, 'params' | 'setParams'>;
  param: K;
  label: string;
  testId: string;
}) {
  // Unticked drops the filter (every row) rather than asking for the rows where it fails.
  return (
    <Checkbox
      checked={list.params[param] === true}
      onChange={(event) =>
        list.setParams({ [param]: event.target.checked || undefined, page: 1 } as FilterParams<
          K,
          boolean
        >)
      }
      data-testid={testId}
    >
      {label}
    </Checkbox>
  );
}
