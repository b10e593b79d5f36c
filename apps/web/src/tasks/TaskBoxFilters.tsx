import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { type DeadlineState, DeadlineStates, type MessageKey } from '@custodia/contracts';
import { Button, Collapse, DatePicker, Flex, Form, Input, type InputRef, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFormat, outsideDateRange } from '../platform/dates.ts';
import { labelOptions } from '../platform/labelOptions.ts';
import { taskKindLabels, taskPriorityLabels } from '../processes/index.ts';
import type { TaskBoxParams } from './taskBoxParams.ts';
import { useInboxFacets } from './useTaskBox.ts';

type Range = [Dayjs | null, Dayjs | null] | null;

type Values = {
  numbers?: string;
  subject?: string;
  workflow?: string;
  step?: string;
  sender?: string;
  kind?: TaskBoxParams['kind'];
  priority?: TaskBoxParams['priority'];
  unread?: TaskBoxParams['unread'];
  legal_deadline?: TaskBoxParams['legal_deadline'];
  received?: Range;
  due?: Range;
};

const fieldNames: (keyof Values)[] = [
  'numbers',
  'subject',
  'workflow',
  'step',
  'sender',
  'kind',
  'priority',
  'unread',
  'legal_deadline',
  'received',
  'due',
];

/** Where a PQRS stands against its legal due date (issue 47). */
const legalDeadlineLabels: Record<DeadlineState, MessageKey> = {
  on_time: 'tasks.box.filter.legalOnTime',
  due_soon: 'tasks.box.filter.legalDueSoon',
  overdue: 'tasks.box.filter.legalOverdue',
};

const asRange = (from?: string, to?: string): Range =>
  from && to ? [dayjs(from), dayjs(to)] : null;
const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD');

/**
 * The box's filters (issue 32): several filing numbers at once, words of the subject, the
 * workflow, step and sender among the person's tasks, kind, priority, reading, and received and
 * due ranges of at most 30 days, and where a PQRS stands against its legal due date. Applied
 * together; the address keeps them.
 */
export function TaskBoxFilters(props: {
  params: TaskBoxParams;
  onApply: (changes: Partial<TaskBoxParams>) => void;
  onClear: () => void;
  searchRef: RefObject<InputRef | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const facets = useInboxFacets().data;
  const workflow = Form.useWatch('workflow', form);
  const { params } = props;
  const options = (items: { id: string; name: string }[] | undefined) =>
    items?.map((item) => ({ value: item.id, label: item.name })) ?? [];

  function apply(values: Values) {
    props.onApply({
      numbers: values.numbers?.trim() || undefined,
      subject: values.subject?.trim() || undefined,
      workflow: values.workflow,
      step: values.step,
      sender: values.sender,
      kind: values.kind,
      priority: values.priority,
      unread: values.unread,
      legal_deadline: values.legal_deadline,
      received_from: day(values.received?.[0]),
      received_to: day(values.received?.[1]),
      due_from: day(values.due?.[0]),
      due_to: day(values.due?.[1]),
    });
  }

  const rangePicker = (name: 'received' | 'due', label: string) => (
    <Form.Item name={name} label={label} htmlFor={`task-box-${name}`}>
      <DatePicker.RangePicker
        id={{ start: `task-box-${name}` }}
        format={dayFormat}
        disabledDate={(current, { from }) => outsideDateRange(current, from)}
        data-testid={`task-box-${name}`}
      />
    </Form.Item>
  );

  return (
    <Collapse
      size="small"
      activeKey={props.open ? ['filters'] : []}
      onChange={(keys) => props.onOpenChange(keys.length > 0)}
      items={[
        {
          key: 'filters',
          label: t('tasks.box.filters'),
          children: (
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={apply}
              initialValues={{
                numbers: params.numbers,
                subject: params.subject,
                workflow: params.workflow,
                step: params.step,
                sender: params.sender,
                kind: params.kind,
                priority: params.priority,
                unread: params.unread,
                legal_deadline: params.legal_deadline,
                received: asRange(params.received_from, params.received_to),
                due: asRange(params.due_from, params.due_to),
              }}
            >
              <Flex gap={12} wrap>
                <Form.Item
                  name="numbers"
                  label={t('tasks.box.filter.numbers')}
                  extra={t('tasks.box.filter.numbersHelp')}
                >
                  <Input data-testid="task-box-numbers" style={{ minWidth: 240 }} />
                </Form.Item>
                <Form.Item name="subject" label={t('tasks.box.filter.subject')}>
                  <Input
                    ref={props.searchRef}
                    data-testid="task-box-subject"
                    style={{ minWidth: 240 }}
                  />
                </Form.Item>
                <Form.Item name="workflow" label={t('tasks.box.column.workflow')}>
                  <Select
                    allowClear
                    options={options(facets?.workflows)}
                    onChange={() => form.setFieldValue('step', undefined)}
                    style={{ minWidth: 200 }}
                    data-testid="task-box-workflow"
                  />
                </Form.Item>
                <Form.Item name="step" label={t('tasks.box.filter.step')}>
                  <Select
                    allowClear
                    options={options(
                      facets?.steps.filter((step) => !workflow || step.workflow_id === workflow),
                    )}
                    style={{ minWidth: 200 }}
                    data-testid="task-box-step"
                  />
                </Form.Item>
                <Form.Item name="sender" label={t('tasks.box.column.sender')}>
                  <Select
                    allowClear
                    showSearch
                    optionFilterProp="label"
                    options={options(facets?.senders)}
                    style={{ minWidth: 200 }}
                    data-testid="task-box-sender"
                  />
                </Form.Item>
                <Form.Item name="kind" label={t('tasks.box.column.kind')}>
                  <Select
                    allowClear
                    options={labelOptions(taskKindLabels, t)}
                    style={{ minWidth: 180 }}
                  />
                </Form.Item>
                <Form.Item name="priority" label={t('tasks.box.column.priority')}>
                  <Select
                    allowClear
                    options={labelOptions(taskPriorityLabels, t)}
                    style={{ minWidth: 140 }}
                  />
                </Form.Item>
                <Form.Item name="unread" label={t('tasks.box.filter.reading')}>
                  <Select
                    allowClear
                    options={[
                      { value: 'true', label: t('tasks.box.filter.unread') },
                      { value: 'false', label: t('tasks.box.filter.read') },
                    ]}
                    style={{ minWidth: 140 }}
                  />
                </Form.Item>
                <Form.Item name="legal_deadline" label={t('tasks.box.filter.legalDeadline')}>
                  <Select
                    allowClear
                    options={DeadlineStates.map((state) => ({
                      value: state,
                      label: t(legalDeadlineLabels[state]),
                    }))}
                    style={{ minWidth: 200 }}
                    data-testid="task-box-legal-deadline"
                  />
                </Form.Item>
                {rangePicker('received', t('tasks.box.column.received'))}
                {rangePicker('due', t('tasks.box.column.due'))}
              </Flex>
              <Flex gap={8}>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SearchOutlined />}
                  data-testid="task-box-search"
                >
                  {t('tasks.box.search')}
                </Button>
                <Button
                  icon={<ClearOutlined />}
                  onClick={() => {
                    form.setFieldsValue(
                      Object.fromEntries(fieldNames.map((name) => [name, undefined])),
                    );
                    props.onClear();
                  }}
                  data-testid="task-box-clear"
                >
                  {t('tasks.box.clear')}
                </Button>
              </Flex>
            </Form>
          ),
        },
      ]}
    />
  );
}
