import type { InboxTaskDto } from '@custodia/contracts';
import type { InputRef } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { taskPath } from '../platform/paths.ts';
import { useTaskBoxKeys } from './KeyboardHelp.tsx';
import { filterNames, hasFilters, TaskBoxParams, viewQuery } from './taskBoxParams.ts';

/** The address's state, read and changed: every change but paging goes back to page 1. */
export function useTaskBoxParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = viewQuery(searchParams);
  const params = TaskBoxParams.parse(Object.fromEntries(searchParams));
  function setParams(changes: Partial<TaskBoxParams>): void {
    const next: Record<string, string> = {};
    const merged = { ...params, page: 1, ...changes };
    for (const [name, value] of Object.entries(merged)) {
      if (value !== undefined && value !== '') next[name] = String(value);
    }
    setSearchParams(next);
  }
  const clearFilters = () =>
    setParams(Object.fromEntries(filterNames.map((name) => [name, undefined])));
  return { params, setParams, clearFilters, query };
}

/**
 * What the box remembers while a person works it: the rows chosen, the filter panel and the help
 * open, and the keys that move between rows, open one and choose it.
 */
export function useTaskBoxScreen(params: TaskBoxParams) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string[]>([]);
  const searchRef = useRef<InputRef>(null);
  const [filtersOpen, setFiltersOpen] = useState(hasFilters(params));
  const tableRef = useRef<HTMLDivElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  useTaskBoxKeys({
    onSearch: () => {
      setFiltersOpen(true);
      // The panel mounts its fields as it opens: focus once it has.
      requestAnimationFrame(() => searchRef.current?.focus());
    },
    onHelp: () => setHelpOpen(true),
    onFirstRow: () => focusRow(0),
  });

  function focusRow(index: number) {
    const rows = tableRef.current?.querySelectorAll<HTMLElement>('tr[data-row-key]');
    rows?.[Math.max(0, Math.min(index, rows.length - 1))]?.focus();
  }

  function toggle(id: string) {
    setSelected((ids) => (ids.includes(id) ? ids.filter((one) => one !== id) : [...ids, id]));
  }

  function onRowKey(event: KeyboardEvent<HTMLElement>, task: InboxTaskDto, index: number) {
    const moves: Record<string, number> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(index + move);
    } else if (event.key === 'Enter') {
      navigate(taskPath(task.id));
    } else if (event.key === ' ' || event.key === 'x') {
      event.preventDefault();
      toggle(task.id);
    }
  }

  return {
    selected,
    setSelected,
    searchRef,
    filtersOpen,
    setFiltersOpen,
    tableRef,
    helpOpen,
    setHelpOpen,
    onRowKey,
  };
}
