import { limits, type ManagementFilterInput } from '@custodia/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCompanyToday } from '../platform/useDateTime.ts';
import { useManagedTasks, useManagedWorkflows } from './useProcessManagement.ts';

type Range = [Dayjs | null, Dayjs | null] | null;

/** What the screen narrows the tasks by, and the page shown. */
type Filters = {
  range: [Dayjs, Dayjs] | null;
  workflow_id?: string;
  step_id?: string;
  user_id?: string;
  page: number;
  per_page: number;
};

const isoDay = (day: Dayjs) => day.format('YYYY-MM-DD');

/** What the server is asked: nothing until both dates are given (spec §5). */
function request(filters: Filters): ManagementFilterInput | null {
  if (!filters.range) return null;
  const [from, to] = filters.range;
  return {
    range: { from: isoDay(from), to: isoDay(to) },
    workflow_id: filters.workflow_id,
    step_id: filters.step_id,
    user_id: filters.user_id,
    page: filters.page,
    per_page: filters.per_page,
  };
}

/**
 * The screen's state: the filters, starting on the company's last seven days, the tasks selected
 * and the reassignment open; narrowing goes back to page 1 and forgets the selection.
 */
export function useManagementScreen() {
  const today = useCompanyToday();
  const [filters, setFilters] = useState<Filters>({
    range: [today.subtract(6, 'day'), today],
    page: 1,
    per_page: limits.pageSizes[0],
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [reassigning, setReassigning] = useState(false);
  const workflows = useManagedWorkflows();
  const tasks = useManagedTasks(request(filters));
  const steps = workflows.data?.find((workflow) => workflow.id === filters.workflow_id)?.steps;

  function narrow(change: Partial<Filters>): void {
    setFilters((current) => ({ ...current, ...change, page: 1 }));
    setSelected([]);
  }

  function changeRange(range: Range): void {
    const [from, to] = range ?? [null, null];
    narrow({ range: from && to ? [from, to] : null });
  }

  function turnPage(page: number, per_page: number): void {
    setFilters((current) => ({ ...current, page, per_page }));
  }

  return {
    filters,
    selected,
    setSelected,
    reassigning,
    setReassigning,
    workflows,
    tasks,
    steps,
    narrow,
    changeRange,
    turnPage,
  };
}
