import { ResponsibleType } from '@custodia/contracts';
import { Button, Card, Form, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOptions } from '../platform/labelOptions.ts';
import { PeopleSelect } from './PeopleSelect.tsx';
import type { StepProps } from './stepProps.ts';
import { useResponsibleForm } from './useResponsibleForm.ts';
import { responsibleTypeLabels } from './workflowLabels.ts';

/** Who works the step: one user, a list the sender picks from, or a work group (spec §3). */
export function ResponsibleCard(props: StepProps) {
  const { t } = useTranslation();
  const { configuration } = props.step;
  const { type, setType, form, groups, save, remove, submit, initialValues } =
    useResponsibleForm(props);

  return (
    <Card type="inner" title={t('workflows.steps.responsibles')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={props.readOnly}
        initialValues={initialValues}
      >
        <Form.Item label={t('workflows.steps.responsibleType')}>
          <Radio.Group
            value={type}
            onChange={(event) => setType(event.target.value)}
            options={labelOptions(responsibleTypeLabels, t)}
            data-testid="step-responsible-type"
          />
        </Form.Item>
        {type === ResponsibleType.workGroup ? (
          <Form.Item name="work_group_uuid" label={t('workflows.steps.workGroup')}>
            <Select
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              data-testid="step-work-group"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name={type === ResponsibleType.single ? 'user_uuid' : 'users_uuid'}
            label={t('workflows.steps.responsibles')}
          >
            <PeopleSelect
              multiple={type === ResponsibleType.senderSelects}
              known={configuration.users}
              testId="step-users"
            />
          </Form.Item>
        )}
        {!props.readOnly && (
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="step-responsible-save"
            >
              {t('common.save')}
            </Button>
            {configuration.responsible_type !== null && (
              <Button danger onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('workflows.steps.removeResponsible')}
              </Button>
            )}
          </Space>
        )}
      </Form>
    </Card>
  );
}
