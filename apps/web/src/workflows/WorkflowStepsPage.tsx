import { SettingOutlined } from '@ant-design/icons';
import { type StepDto, slug, type WorkflowDto } from '@custodia/contracts';
import { App, Card, Result, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ApiError } from '../platform/http.ts';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { RowActions } from '../platform/RowActions.tsx';
import { BackToWorkflowList } from './BackToWorkflowList.tsx';
import { useRenameSteps, useSteps } from './useWorkflowSteps.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';
import { stepTypeLabels } from './workflowLabels.ts';

/** Spec §8: steps that cannot be loaded (50043) send the person back to the list after 4 s. */
function NoSteps({ detail }: { detail: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.workflowList), 4000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <Result status="warning" title={detail} extra={<BackToWorkflowList />} />;
}

function ConfigurationTag({ step }: { step: StepDto }) {
  const { t } = useTranslation();
  if (!step.configurable) return <Tag>{t('workflows.steps.notConfigurable')}</Tag>;
  return step.configured ? (
    <Tag color="green">{t('workflows.steps.configured')}</Tag>
  ) : (
    <Tag color="orange">{t('workflows.steps.missing')}</Tag>
  );
}

function Steps({ workflow }: { workflow: WorkflowDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const steps = useSteps(workflow.id);
  const rename = useRenameSteps(workflow.id);
  if (steps.isPending) return <Loading />;
  if (steps.isError) {
    const detail = steps.error instanceof ApiError ? steps.error.detail : '';
    return <NoSteps detail={detail} />;
  }
  const editable = workflow.abilities.configureSteps;

  const columns: TableColumnsType<StepDto> = [
    {
      title: t('workflows.steps.stepName'),
      key: 'step_name',
      render: (_, step) => (
        <Typography.Text
          editable={
            editable && step.configurable
              ? {
                  tooltip: t('workflows.steps.stepName'),
                  onChange: (value) =>
                    rename.mutate(
                      { steps: [{ id: step.id, step_name: value }] },
                      { onSuccess: () => message.success(t('workflows.steps.renamed')) },
                    ),
                }
              : false
          }
        >
          {step.step_name}
        </Typography.Text>
      ),
    },
    {
      title: t('workflows.steps.type'),
      key: 'type',
      render: (_, step) => t(stepTypeLabels[step.type]),
    },
    {
      title: t('workflows.steps.state'),
      key: 'configured',
      render: (_, step) => <ConfigurationTag step={step} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, step) =>
        step.configurable && (
          <RowActions
            links={[
              {
                to: generatePath(paths.workflowStepConfig, {
                  id: step.id,
                  workflowid: workflow.id,
                  hash: slug(step.step_name, 'paso'),
                  formId: workflow.form.id,
                }),
                label: t('workflows.steps.configure'),
                icon: <SettingOutlined />,
                testId: 'step-configure',
              },
            ]}
          />
        ),
    },
  ];

  return (
    <Card title={workflow.name} extra={<BackToWorkflowList />}>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={steps.data.filter((step) => step.type !== 'sequence_flow')}
        pagination={false}
        data-testid="workflow-steps"
      />
    </Card>
  );
}

/** `/workflow/steps/:id/:hash/:formId`: the steps of the saved diagram and their state (spec §2). */
export default function WorkflowStepsPage() {
  return <WorkflowLoader>{(workflow) => <Steps workflow={workflow} />}</WorkflowLoader>;
}
