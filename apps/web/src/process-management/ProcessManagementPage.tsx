import { UserSwitchOutlined } from '@ant-design/icons';
import { limits, type ManagedTaskDto } from '@custodia/contracts';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { scrollWidth } from '../platform/PagedTable.tsx';
import { ManagementFilters } from './ManagementFilters.tsx';
import { ReassignManagedDialog } from './ReassignManagedDialog.tsx';
import { useManagedTaskColumns } from './useManagedTaskColumns.tsx';
import { useManagementScreen } from './useManagementScreen.ts';

/** Reassigning what is selected, and how many are, of the most allowed at once. */
function SelectionBar({ count, onReassign }: { count: number; onReassign(): void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
      <Button
        type="primary"
        icon={<UserSwitchOutlined />}
        disabled={count === 0}
        onClick={onReassign}
        data-testid="management-reassign"
      >
        {t('processManagement.reassign.action')}
      </Button>
      <Typography.Text type="secondary" aria-live="polite" data-testid="management-selected">
        {t('processManagement.selected', {
          count,
          max: limits.managedReassign.max,
        })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * `/process/management` (spec §2, §6 permission 6): the open tasks of the processes started in a
 * range of at most 30 days, narrowed by workflow, step and holder; 1 to 20 of them are selected
 * and given to another active person, for a reason.
 */
export default function ProcessManagementPage() {
  const { t } = useTranslation();
  const screen = useManagementScreen();
  const { filters, selected, setSelected, tasks } = screen;
  const columns = useManagedTaskColumns();
  const full = selected.length >= limits.managedReassign.max;
  const holder = filters.user_id;
  const data = tasks.data;

  return (
    <Card>
      <ManagementFilters
        filters={filters}
        workflows={screen.workflows}
        steps={screen.steps}
        narrow={screen.narrow}
        changeRange={screen.changeRange}
      />
      <SelectionBar count={selected.length} onReassign={() => screen.setReassigning(true)} />
      {data && data.count === 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('processManagement.none')}
          data-testid="management-none"
        />
      ) : (
        <Table<ManagedTaskDto>
          rowKey="id"
          columns={columns}
          dataSource={data?.items}
          loading={tasks.isFetching}
          scroll={{ x: scrollWidth(columns) }}
          tableLayout="auto"
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            // Spec §5: 1–20 tasks at a time, which a page's "all" could pass.
            hideSelectAll: true,
            onChange: (keys) => setSelected(keys.map(String).slice(0, limits.managedReassign.max)),
            getCheckboxProps: (task) => ({
              disabled: full && !selected.includes(task.id),
              'aria-label': t('processManagement.select', { number: task.process.record.number }),
            }),
          }}
          pagination={{
            current: filters.page,
            pageSize: filters.per_page,
            total: data?.count ?? 0,
            pageSizeOptions: limits.pageSizes.slice(0, 4).map(String),
            showSizeChanger: true,
            onChange: screen.turnPage,
          }}
          data-testid="management-tasks"
        />
      )}
      <ReassignManagedDialog
        open={screen.reassigning}
        tasks={selected}
        holder={holder}
        onClose={() => screen.setReassigning(false)}
        onDone={() => setSelected([])}
      />
    </Card>
  );
}
