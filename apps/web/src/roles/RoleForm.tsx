import { errorCatalogue, type RoleDto, RoleInput } from '@custodia/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/routes.ts';
import { LinkButton } from '../platform/LinkButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';

const conflictFields = {
  [errorCatalogue.roleNameTaken.code]: 'name',
} satisfies Record<number, keyof RoleInput>;

type Props = {
  /** The role being edited; none when creating one. */
  role?: RoleDto;
  saving: boolean;
  onSubmit(input: RoleInput): Promise<unknown>;
};

/** One form for creating and editing a role's name and description. */
export function RoleForm({ role, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  const { formProps, validate, showServerErrors } = useSchemaForm(RoleInput);

  function submit(values: unknown): void {
    const input = validate(values);
    if (input) onSubmit(input).catch((error) => showServerErrors(error, conflictFields));
  }

  return (
    <Form
      {...formProps}
      name="role"
      layout="vertical"
      initialValues={role && { name: role.name, description: role.description }}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="name" label={t('roles.fields.name')} required>
        <Input autoComplete="off" data-testid="role-form-name" />
      </Form.Item>
      <Form.Item name="description" label={t('roles.fields.description')}>
        <Input.TextArea rows={3} data-testid="role-form-description" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="role-form-submit">
          {t('common.save')}
        </Button>
        <LinkButton to={paths.roleList}>{t('common.cancel')}</LinkButton>
      </Space>
    </Form>
  );
}
