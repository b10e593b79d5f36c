import { UserSwitchOutlined } from '@ant-design/icons';
import { limits, type ManagedTaskDto, type ManagementFilterInput } from '@custodia/contracts';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Select,
  type SelectProps,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { dayFormat, outsideDateRange } from '../platform/dates.ts';
import { scrollWidth } from '../platform/PagedTable.tsx';
import { paths } from '../platform/paths.ts';
import { useCompanyToday, useDateTime } from '../platform/useDateTime.ts';
import { PersonPicker } from './PersonPicker.tsx';
import { ReassignManagedDialog } from './ReassignManagedDialog.tsx';
import { useManagedTasks, useManagedWorkflows } from './useProcessManagement.ts';

type Range = [Dayjs | null, Dayjs | null] | null;
type Filters = {
  range: [Dayjs, Dayjs] | null;
  workflow_id?: string;
  step_id?: string;
  user_id?: string;
  page: number;
  per_page: number;
};

/** A filter's picker, its label tied to it and its test id its id. */
function FilterSelect({ id, label, ...props }: SelectProps & { id: string; label: string }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select id={id} allowClear style={{ minWidth: 220 }} data-testid={id} {...props} />
    </Form.Item>
  );
}

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
 * `/process/management` (spec §2, §6 permission 6): the open tasks of the processes started in a
 * range of at most 30 days, narrowed by workflow, step and holder; 1 to 20 of them are selected
 * and given to another active person, for a reason.
 */
export default function ProcessManagementPage() {
  const dateTime = useDateTime();
  const today = useCompanyToday();
  const { t } = useTranslation();
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

  const columns: TableColumnsType<ManagedTaskDto> = [
    {
      title: t('processes.fields.record'),
      key: 'record',
      render: (_, task) => (
        <Flex vertical>
          <Link to={paths.taskDetail.replace(':id', task.id)} data-testid="managed-task-link">
            {task.process.record.number}
          </Link>
          <Typography.Text type="secondary">{task.process.record.subject}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('processes.fields.workflow'),
      key: 'workflow',
      render: (_, task) => task.process.workflow.name,
    },
    { title: t('processes.fields.step'), key: 'step', render: (_, task) => task.step.name },
    {
      title: t('processes.fields.assignee'),
      key: 'assignee',
      render: (_, task) => (
        <Flex gap={4} wrap>
          {task.assignee.name}
          {task.managed && <Tag color="blue">{t('processManagement.managed')}</Tag>}
        </Flex>
      ),
    },
    {
      title: t('processes.fields.receivedAt'),
      key: 'received',
      render: (_, task) => dateTime(task.received_at),
    },
    {
      title: t('processes.fields.dueAt'),
      key: 'due',
      width: 220,
      render: (_, task) => <DeadlineTag due={task.due_at} colour={task.colour} />,
    },
  ];

  const full = selected.length >= limits.managedReassign.max;
  const holder = filters.user_id;
  const data = tasks.data;

  return (
    <Card>
      <Form layout="vertical">
        <Flex gap={12} wrap align="flex-start">
          <Form.Item
            label={t('processManagement.range')}
            htmlFor="management-range"
            required
            validateStatus={filters.range ? undefined : 'error'}
            help={t(filters.range ? 'processManagement.range.help' : 'errors.50101', {
              days: limits.dateRangeDays,
            })}
          >
            <DatePicker.RangePicker
              id={{ start: 'management-range' }}
              format={dayFormat}
              value={filters.range}
              allowClear
              disabledDate={(day, { from }) => outsideDateRange(day, from)}
              onChange={changeRange}
              data-testid="management-range"
            />
          </Form.Item>
          <FilterSelect
            id="management-workflow"
            label={t('processes.fields.workflow')}
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.workflow_id}
            placeholder={t('processManagement.anyWorkflow')}
            loading={workflows.isPending}
            options={workflows.data?.map((workflow) => ({
              value: workflow.id,
              label: workflow.name,
            }))}
            onChange={(workflow_id?: string) => narrow({ workflow_id, step_id: undefined })}
          />
          <FilterSelect
            id="management-step"
            label={t('processes.fields.step')}
            value={filters.step_id}
            disabled={!steps}
            placeholder={t(
              steps ? 'processManagement.anyStep' : 'processManagement.chooseWorkflow',
            )}
            options={steps?.map((step) => ({ value: step.id, label: step.name }))}
            onChange={(step_id?: string) => narrow({ step_id })}
          />
          <Form.Item label={t('processManagement.holder')} htmlFor="management-user">
            <PersonPicker
              id="management-user"
              value={filters.user_id}
              placeholder={t('processManagement.anyone')}
              onChange={(user_id) => narrow({ user_id })}
              testId="management-user"
            />
          </Form.Item>
        </Flex>
      </Form>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<UserSwitchOutlined />}
          disabled={selected.length === 0}
          onClick={() => setReassigning(true)}
          data-testid="management-reassign"
        >
          {t('processManagement.reassign.action')}
        </Button>
        <Typography.Text type="secondary" aria-live="polite" data-testid="management-selected">
          {t('processManagement.selected', {
            count: selected.length,
            max: limits.managedReassign.max,
          })}
        </Typography.Text>
      </Flex>
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
            onChange: (page, per_page) => setFilters((current) => ({ ...current, page, per_page })),
          }}
          data-testid="management-tasks"
        />
      )}
      <ReassignManagedDialog
        open={reassigning}
        tasks={selected}
        holder={holder}
        onClose={() => setReassigning(false)}
        onDone={() => setSelected([])}
      />
    </Card>
  );
}
