import { type RoleDto, RolePermissionsInput } from '@custodia/contracts';
import { App, Checkbox, Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOptions } from '../platform/labelOptions.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { configPermissionLabels } from './roleLabels.ts';
import { useSaveRolePermissions } from './useRoles.ts';

/** The configuration permissions (spec §6, 1–7) and designer rights the role's members get. */
export function RolePermissionsForm({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { formProps, validate, showServerErrors } = useSchemaForm(RolePermissionsInput);
  const save = useSaveRolePermissions(role.id);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => message.success(t('roles.config.saved')),
      onError: showServerErrors,
    });
  }

  return (
    <Form
      {...formProps}
      name="rolePermissions"
      layout="vertical"
      initialValues={{
        permissions: role.permissions,
        designer_forms: role.designer_forms,
        designer_workflows: role.designer_workflows,
      }}
      onFinish={submit}
    >
      <Form.Item name="permissions">
        <Checkbox.Group style={{ width: '100%' }} data-testid="role-permissions">
          <Row gutter={[16, 8]}>
            {labelOptions(configPermissionLabels, t).map((option) => (
              <Col key={option.value} xs={24} md={12}>
                <Checkbox value={option.value} data-testid={`role-permission-${option.value}`}>
                  {option.label}
                </Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      </Form.Item>
      <Typography.Text strong>{t('roles.config.designers')}</Typography.Text>
      <Form.Item name="designer_forms" valuePropName="checked" style={{ margin: '8px 0 0' }}>
        <Checkbox data-testid="role-designer-forms">{t('roles.config.designerForms')}</Checkbox>
      </Form.Item>
      <Form.Item name="designer_workflows" valuePropName="checked">
        <Checkbox data-testid="role-designer-workflows">
          {t('roles.config.designerWorkflows')}
        </Checkbox>
      </Form.Item>
      <SubmitButton busy={save.isPending} testId="role-permissions-save">
        {t('common.save')}
      </SubmitButton>
    </Form>
  );
}
