import { limits } from '@custodia/contracts';
import { DatePicker, Flex, Form, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayFormat, outsideDateRange } from '../platform/dates.ts';
import { PersonPicker } from './PersonPicker.tsx';
import type { useManagementScreen } from './useManagementScreen.ts';

/** A filter's picker, its label tied to it and its test id its id. */
function FilterSelect({ id, label, ...props }: SelectProps & { id: string; label: string }) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select id={id} allowClear style={{ minWidth: 220 }} data-testid={id} {...props} />
    </Form.Item>
  );
}

type Props = Pick<
  ReturnType<typeof useManagementScreen>,
  'filters' | 'workflows' | 'steps' | 'narrow' | 'changeRange'
>;

/** The range, required, then the workflow, its step and the holder, each optional. */
export function ManagementFilters({ filters, workflows, steps, narrow, changeRange }: Props) {
  const { t } = useTranslation();
  return (
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
          placeholder={t(steps ? 'processManagement.anyStep' : 'processManagement.chooseWorkflow')}
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
  );
}
