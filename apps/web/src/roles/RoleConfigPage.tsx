import {
  type DesignerLevelValue,
  designerLevel,
  formDesignerRights,
  type MessageKey,
  type RoleDto,
  UserType,
} from '@custodia/contracts';
import { Card, Col, Divider, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminScopeForm } from './AdminScopeForm.tsx';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleFormGrants } from './RoleFormGrants.tsx';
import { RoleLoader } from './RoleLoader.tsx';
import { RolePermissionsForm } from './RolePermissionsForm.tsx';
import { RoleTrdGrants } from './RoleTrdGrants.tsx';
import { useRoleFormChoices, useRoleWorkflowChoices } from './useRoles.ts';

const levelLabels: Record<DesignerLevelValue, { label: MessageKey; color?: string }> = {
  all: { label: 'roles.config.level.all', color: 'green' },
  restricted: { label: 'roles.config.level.restricted', color: 'gold' },
  none: { label: 'roles.config.level.none' },
};

/** The spec §6 designer level this role gives its standard members, as the server reads it. */
function DesignerLevelTag({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const level = designerLevel(formDesignerRights({ ...role, user_type: UserType.standard }));
  const { label, color } = levelLabels[level];
  return (
    <Tag color={color} data-testid="role-designer-level">
      {t(label)}
    </Tag>
  );
}

function RoleConfig({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const forms = useRoleFormChoices(role.id).data ?? [];
  const workflows = useRoleWorkflowChoices(role.id).data ?? [];
  return (
    <Card title={t('roles.config.title', { name: role.name })} extra={<BackToRoleList />}>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Card type="inner" title={t('roles.config.permissions')}>
            <RolePermissionsForm role={role} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card type="inner" title={t('roles.config.adminTitle')}>
            <Typography.Paragraph type="secondary">
              <DesignerLevelTag role={role} /> {t('roles.config.levelsHelp')}
            </Typography.Paragraph>
            <AdminScopeForm role={role} scope="forms" choices={forms} />
            <Divider />
            <AdminScopeForm role={role} scope="workflows" choices={workflows} />
          </Card>
        </Col>
        <Col span={24}>
          <Card type="inner" title={t('roles.config.formGrants')}>
            <RoleFormGrants role={role} forms={forms} />
          </Card>
        </Col>
        <Col span={24}>
          <Card type="inner" title={t('trdGrants.title')}>
            <RoleTrdGrants role={role} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}

export default function RoleConfigPage() {
  return <RoleLoader>{(role) => <RoleConfig role={role} />}</RoleLoader>;
}
