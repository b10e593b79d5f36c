import {
  errorCatalogue,
  type WorkflowDto,
  WorkflowInput,
  WorkflowUpdateInput,
} from '@custodia/contracts';
import { App, Card, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EntityForm } from '../platform/EntityForm.tsx';
import { paths } from '../platform/paths.ts';
import { BackToWorkflowList } from './BackToWorkflowList.tsx';
import { useCreateWorkflow, useUpdateWorkflow, useWorkflowFormChoices } from './useWorkflows.ts';
import { WorkflowLoader } from './WorkflowLoader.tsx';
import { WorkflowStatusTag } from './WorkflowStatusTag.tsx';

const nameConflict = { [errorCatalogue.workflowNameTaken.code]: 'name' } as const;
const createConflicts = {
  ...nameConflict,
  [errorCatalogue.formWorkflowsOff.code]: 'form_id',
} satisfies Record<number, keyof WorkflowInput>;

function NameAndDescription() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('workflows.fields.name')} required>
        <Input autoComplete="off" data-testid="workflow-form-name" />
      </Form.Item>
      <Form.Item name="description" label={t('workflows.fields.description')} required>
        <Input.TextArea rows={2} data-testid="workflow-form-description" />
      </Form.Item>
    </>
  );
}

function CreateWorkflow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useCreateWorkflow();
  const forms = useWorkflowFormChoices();

  async function create(input: WorkflowInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('workflows.created'));
    navigate(paths.workflowList);
  }

  return (
    <Card title={t('workflows.create')} extra={<BackToWorkflowList />}>
      <EntityForm
        schema={WorkflowInput}
        name="workflowCreate"
        initialValues={{ name: '', description: '' }}
        conflictFields={createConflicts}
        saving={save.isPending}
        onSubmit={create}
        submitTestId="workflow-form-submit"
        cancelTo={paths.workflowList}
      >
        <NameAndDescription />
        <Form.Item name="form_id" label={t('workflows.fields.form')} required>
          <Select
            options={forms.data}
            loading={forms.isPending}
            placeholder={t('workflows.formPlaceholder')}
            notFoundContent={t('workflows.noForms')}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="workflow-form-form"
          />
        </Form.Item>
      </EntityForm>
    </Card>
  );
}

function EditWorkflow({ workflow }: { workflow: WorkflowDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useUpdateWorkflow(workflow.id);

  async function update(input: WorkflowUpdateInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('workflows.updated'));
    navigate(paths.workflowList);
  }

  return (
    <Card title={t('workflows.edit.title')} extra={<BackToWorkflowList />}>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'form', label: t('workflows.fields.form'), children: workflow.form.name },
          {
            key: 'status',
            label: t('workflows.fields.status'),
            children: <WorkflowStatusTag status={workflow.status} />,
          },
          {
            key: 'creator',
            label: t('workflows.fields.creator'),
            children: workflow.created_by.name,
          },
        ]}
        style={{ marginBottom: 16 }}
      />
      <EntityForm
        schema={WorkflowUpdateInput}
        name="workflowEdit"
        initialValues={{ name: workflow.name, description: workflow.description }}
        conflictFields={nameConflict}
        saving={save.isPending}
        onSubmit={update}
        submitTestId="workflow-form-submit"
        cancelTo={paths.workflowList}
      >
        <NameAndDescription />
      </EntityForm>
    </Card>
  );
}

/** `/workflow` creates a workflow, `/workflow/edit/:id` renames or describes that one (spec §2). */
export default function WorkflowSettingsPage() {
  const { id } = useParams();
  if (id === undefined) return <CreateWorkflow />;
  return <WorkflowLoader>{(workflow) => <EditWorkflow workflow={workflow} />}</WorkflowLoader>;
}
