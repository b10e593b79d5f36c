import type { BatchPlanDto } from '@custodia/contracts';
import { Descriptions, Flex, Form, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Choice } from './useBatchWizard.ts';

/** The steps, the tasks' previous and next ones, and whom the sender may give the next one to. */
export function StepsOfBatch({
  plan,
  choice,
  onChoose,
}: {
  plan: BatchPlanDto;
  choice: Choice;
  onChoose(choice: Choice): void;
}) {
  const { t } = useTranslation();
  const choosable = plan.next_steps.filter((step) => step.candidates.length > 0);
  const chosenStep = choosable.find((step) => step.id === choice.next_step_uuid) ?? choosable[0];
  const names = (steps: { id: string; name: string }[], none: string) =>
    steps.length === 0 ? none : steps.map((step) => <Tag key={step.id}>{step.name}</Tag>);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'workflow', label: t('processes.fields.workflow'), children: plan.workflow.name },
          {
            key: 'previous',
            label: t('taskBatch.steps.previous'),
            children: names(plan.previous_steps, t('taskBatch.steps.none')),
          },
          {
            key: 'current',
            label: t('taskBatch.steps.current'),
            children: <span data-testid="batch-current-step">{plan.step.name}</span>,
          },
          {
            key: 'next',
            label: t('taskBatch.steps.next'),
            children: names(plan.next_steps, t('taskBatch.steps.end')),
          },
        ]}
      />
      {chosenStep && (
        <Form layout="vertical">
          {choosable.length > 1 && (
            <Form.Item label={t('taskBatch.steps.choosableStep')} htmlFor="batch-next-step">
              <Select
                id="batch-next-step"
                value={chosenStep.id}
                options={choosable.map((step) => ({ value: step.id, label: step.name }))}
                onChange={(next_step_uuid: string) => onChoose({ next_step_uuid })}
                data-testid="batch-next-step"
              />
            </Form.Item>
          )}
          <Form.Item
            label={t('processes.start.responsible', { step: chosenStep.name })}
            htmlFor="batch-next-user"
            required={plan.next_steps.length === 1}
          >
            <Select
              id="batch-next-user"
              value={choice.next_user_uuid}
              options={chosenStep.candidates.map((user) => ({ value: user.id, label: user.name }))}
              onChange={(next_user_uuid: string) =>
                onChoose({ next_step_uuid: chosenStep.id, next_user_uuid })
              }
              data-testid="batch-next-user"
            />
          </Form.Item>
        </Form>
      )}
    </Flex>
  );
}
