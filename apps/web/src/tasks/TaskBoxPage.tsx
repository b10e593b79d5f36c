import type { TaskListKindValue } from '@custodia/contracts';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DeadlineCounters } from './DeadlineCounters.tsx';
import { KeyboardHelp } from './KeyboardHelp.tsx';
import { OpenTaskView } from './OpenTaskView.tsx';
import { SelectionActions } from './SelectionActions.tsx';
import { TaskBoxFilters } from './TaskBoxFilters.tsx';
import { TaskBoxTable } from './TaskBoxTable.tsx';
import { TaskKindTabs } from './TaskKindTabs.tsx';
import { TaskViews } from './TaskViews.tsx';
import { filterBody, hasFilters, isListKindName, listKindNames } from './taskBoxParams.ts';
import { useInbox } from './useTaskBox.ts';
import { useTaskBoxColumns } from './useTaskBoxColumns.tsx';
import { useTaskBoxParams, useTaskBoxScreen } from './useTaskBoxScreen.ts';
import './taskBox.css';

/**
 * `/taskBox`, `/taskBox/{kind}` and `/taskBox/{view}` (spec §2): every task the person holds,
 * counted by deadline, narrowed, ordered and paged from the address, worked by keyboard as well
 * as by pointer, and saved as views.
 */
export default function TaskBoxPage() {
  const { param } = useParams();
  // `/taskBox/{view id}` opens a saved view: its kind's address with its query.
  if (param && !isListKindName(param)) return <OpenTaskView id={param} />;
  return <TaskBox />;
}

function TaskBox() {
  const { t } = useTranslation();
  const { param } = useParams();
  const listKindName = isListKindName(param) ? param : undefined;
  const listKind: TaskListKindValue | undefined = listKindName && listKindNames[listKindName];
  const { params, setParams, clearFilters, query } = useTaskBoxParams();
  const inbox = useInbox(filterBody(params, listKind));
  const allColumns = useTaskBoxColumns(params);
  const hidden = params.hide?.split(',') ?? [];
  const screen = useTaskBoxScreen(params);
  const items = inbox.data?.items ?? [];
  const total = inbox.data?.counters.total;
  return (
    <Card>
      <Flex vertical gap={16}>
        <TaskKindTabs current={listKindName ?? 'all'} />
        <Flex gap={8} wrap justify="space-between">
          <TaskViews kind={listKindName ?? 'all'} query={query} current={params.view} />
          <ColumnChooser
            columns={allColumns}
            hidden={hidden}
            onChange={(hide) => setParams({ hide: hide.join(',') || undefined, page: params.page })}
          />
        </Flex>
        {inbox.data && (
          <DeadlineCounters
            counters={inbox.data.counters}
            chosen={params.deadline}
            onChoose={(deadline) => setParams({ deadline })}
          />
        )}
        <TaskBoxFilters
          params={params}
          onApply={setParams}
          onClear={clearFilters}
          searchRef={screen.searchRef}
          open={screen.filtersOpen}
          onOpenChange={screen.setFiltersOpen}
        />
        {total === 0 && !hasFilters(params) && listKind === undefined ? (
          <Alert type="info" showIcon message={t('tasks.box.empty')} data-testid="task-box-empty" />
        ) : (
          // Scrolled sideways in its own box rather than by the table: a table that scrolls draws
          // a hidden row of its headings, whose select-all box axe rightly finds focusable.
          <div ref={screen.tableRef} className="task-box-scroll">
            <SelectionActions
              selected={screen.selected}
              labels={Object.fromEntries(items.map((task) => [task.id, task.record.number]))}
              onDone={() => screen.setSelected([])}
            />
            <TaskBoxTable
              items={items}
              count={inbox.data?.count ?? 0}
              loading={inbox.isFetching}
              columns={allColumns.filter((column) => !hidden.includes(String(column.key)))}
              params={params}
              setParams={setParams}
              selected={screen.selected}
              setSelected={screen.setSelected}
              onRowKey={screen.onRowKey}
            />
          </div>
        )}
      </Flex>
      <KeyboardHelp open={screen.helpOpen} onClose={() => screen.setHelpOpen(false)} />
    </Card>
  );
}
