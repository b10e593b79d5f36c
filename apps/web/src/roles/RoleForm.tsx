import { errorCatalogue, type RoleDto, RoleInput } from '@custodia/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { paths } from '../platform/paths.ts';

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
  return (
    <EntityForm
      schema={RoleInput}
      name="role"
      initialValues={role && { name: role.name, description: role.description }}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="role-form-submit"
      cancelTo={paths.roleList}
    >
      <Form.Item name="name" label={t('roles.fields.name')} required>
        <Input autoComplete="off" data-testid="role-form-name" />
      </Form.Item>
      <Form.Item name="description" label={t('roles.fields.description')}>
        <Input.TextArea rows={3} data-testid="role-form-description" />
      </Form.Item>
    </EntityForm>
  );
}
