import {
  AdminFormsInput,
  AdminWorkflowsInput,
  type MessageKey,
  type RoleDto,
} from '@custodia/contracts';
import { App, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { type Schema, useSchemaForm } from '../platform/useSchemaForm.ts';
import { useSaveAdminScope } from './useRoles.ts';

type AdminScope = {
  schema: Schema<AdminFormsInput | AdminWorkflowsInput>;
  /** Field of the 'all of them' switch, and of the chosen ones when not all. */
  allField: string;
  listField: string;
  current(role: RoleDto): Record<string, unknown>;
  labels: { all: MessageKey; list: MessageKey; none: MessageKey };
};

/** The two halves of spec §6 'manage all or selected forms and workflows': same shape, own names. */
const adminScopes = {
  forms: {
    schema: AdminFormsInput,
    allField: 'all_forms',
    listField: 'forms_uuid',
    current: (role) => role.admin_forms,
    labels: {
      all: 'roles.config.allForms',
      list: 'roles.config.someForms',
      none: 'roles.config.noForms',
    },
  },
  workflows: {
    schema: AdminWorkflowsInput,
    allField: 'all_workflows',
    listField: 'workflows_uuid',
    current: (role) => role.admin_workflows,
    labels: {
      all: 'roles.config.allWorkflows',
      list: 'roles.config.someWorkflows',
      none: 'roles.config.noWorkflows',
    },
  },
} satisfies Record<string, AdminScope>;

type Props = {
  role: RoleDto;
  scope: keyof typeof adminScopes;
  /** The forms or workflows there are to choose from. */
  choices: { value: string; label: string }[];
};

/** Which forms (or workflows) the role's members administer: all of them, or the ones chosen. */
export function AdminScopeForm({ role, scope, choices }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { schema, allField, listField, current, labels }: AdminScope = adminScopes[scope];
  const { form, formProps, validate, showServerErrors } = useSchemaForm(schema);
  const save = useSaveAdminScope(role.id);
  const all = Form.useWatch(allField, form) === true;

  function submit(values: unknown): void {
    const input = validate(values);
    if (input === null) return;
    save.mutate(input, {
      onSuccess: () => message.success(t('roles.config.saved')),
      onError: (error) => showServerErrors(error),
    });
  }

  return (
    <Form
      {...formProps}
      name={`admin-${scope}`}
      layout="vertical"
      initialValues={current(role)}
      onFinish={submit}
    >
      <Form.Item name={allField} label={t(labels.all)} valuePropName="checked">
        <Switch data-testid={`role-admin-${scope}-all`} />
      </Form.Item>
      <Form.Item name={listField} label={t(labels.list)}>
        <Select
          mode="multiple"
          disabled={all}
          options={choices}
          notFoundContent={t(labels.none)}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={`role-admin-${scope}-list`}
        />
      </Form.Item>
      <SubmitButton busy={save.isPending} testId={`role-admin-${scope}-save`}>
        {t('common.save')}
      </SubmitButton>
    </Form>
  );
}
