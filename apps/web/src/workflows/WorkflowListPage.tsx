import {
  ApartmentOutlined,
  EditOutlined,
  OrderedListOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import {
  type MessageKey,
  slug,
  type WorkflowDto,
  WorkflowStatus,
  type WorkflowStatusValue,
} from '@custodia/contracts';
import { App, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { RowActions, RowButton, type RowLink } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { type Refusal, useRefusal } from '../platform/useRefusal.ts';
import {
  useChangeWorkflowStatus,
  useWorkflowList,
  workflowStatusRefusals,
} from './useWorkflows.ts';
import { WorkflowStatusTag } from './WorkflowStatusTag.tsx';
import { workflowStatusLabels } from './workflowLabels.ts';

type Toggle = {
  status: WorkflowStatusValue;
  label: MessageKey;
  done: MessageKey;
  icon: ReactNode;
  testId: string;
};

/** Edit, draw, configure its steps, switch on or off: each as the workflow's abilities allow. */
function WorkflowActions({ workflow, refusal }: { workflow: WorkflowDto; refusal: Refusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useChangeWorkflowStatus(workflow.id, refusal.handledCodes);
  const toggleTo: Toggle =
    workflow.status === WorkflowStatus.active
      ? {
          status: WorkflowStatus.inactive,
          label: 'workflows.actions.inactivate',
          done: 'workflows.inactivated',
          icon: <PauseCircleOutlined />,
          testId: 'workflow-inactivate',
        }
      : {
          status: WorkflowStatus.active,
          label: 'workflows.actions.activate',
          done: 'workflows.activated',
          icon: <PlayCircleOutlined />,
          testId: 'workflow-activate',
        };

  const links: RowLink[] = [];
  if (workflow.abilities.edit) {
    links.push({
      to: generatePath(paths.workflowEdit, { id: workflow.id }),
      label: t('workflows.actions.edit'),
      icon: <EditOutlined />,
      testId: 'workflow-edit',
    });
  }
  if (workflow.abilities.view) {
    links.push({
      to: generatePath(paths.workflowDesigner, { id: workflow.id }),
      label: t('workflows.actions.design'),
      icon: <ApartmentOutlined />,
      testId: 'workflow-design',
    });
  }
  if (workflow.abilities.view && workflow.model_version !== null) {
    links.push({
      to: generatePath(paths.workflowSteps, {
        id: workflow.id,
        hash: slug(workflow.name, 'flujo'),
        formId: workflow.form.id,
      }),
      label: t('workflows.actions.steps'),
      icon: <OrderedListOutlined />,
      testId: 'workflow-steps',
    });
  }

  return (
    <RowActions links={links}>
      {workflow.abilities.changeStatus && (
        <RowButton
          label={t(toggleTo.label)}
          icon={toggleTo.icon}
          loading={toggle.isPending}
          testId={toggleTo.testId}
          onClick={() => {
            refusal.dismiss();
            toggle.mutate(toggleTo.status, {
              onSuccess: () => message.success(t(toggleTo.done)),
              onError: refusal.explain,
            });
          }}
        />
      )}
    </RowActions>
  );
}

export default function WorkflowListPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useWorkflowList();
  const refusal = useRefusal(workflowStatusRefusals);

  const columns: TableColumnsType<WorkflowDto> = [
    { title: t('workflows.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('workflows.fields.form'),
      key: 'form',
      render: (_, workflow) => workflow.form.name,
    },
    {
      title: t('workflows.fields.status'),
      key: 'status',
      render: (_, workflow) => <WorkflowStatusTag status={workflow.status} />,
    },
    {
      title: t('workflows.fields.model'),
      key: 'model',
      render: (_, workflow) =>
        workflow.model_version === null
          ? t('workflows.model.none')
          : t('workflows.model.version', { version: workflow.model_version }),
    },
    {
      title: t('workflows.fields.updatedAt'),
      key: 'updated_at',
      render: (_, workflow) => dateTime(workflow.updated_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, workflow) => <WorkflowActions workflow={workflow} refusal={refusal} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.workflowCreate,
        label: t('workflows.create'),
        testId: 'workflows-create',
        allowed: abilities['workflow.create'],
      }}
      intro={<RefusalAlert refusal={refusal} testId="workflow-refusal" />}
      search={{ placeholder: t('workflows.list.search'), testId: 'workflows-search' }}
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          options={labelOptions(workflowStatusLabels, t)}
          placeholder={t('workflows.list.allStatuses')}
          label={t('workflows.fields.status')}
          minWidth={200}
          testId="workflows-status-filter"
        />
      }
      list={list}
      columns={columns}
    />
  );
}
