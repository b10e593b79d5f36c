import type { RoleDto } from '@custodia/contracts';
import { Card, Col, Divider, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminScopeForm } from './AdminScopeForm.tsx';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleFormGrants } from './RoleFormGrants.tsx';
import { RoleLoader } from './RoleLoader.tsx';
import { RolePermissionsForm } from './RolePermissionsForm.tsx';
import { useRoleFormChoices } from './useRoles.ts';

function RoleConfig({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const forms = useRoleFormChoices(role.id).data ?? [];
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
              {t('roles.config.levelsHelp')}
            </Typography.Paragraph>
            <AdminScopeForm role={role} scope="forms" choices={forms} />
            <Divider />
            {/* Workflows are chosen here once that feature exists. */}
            <AdminScopeForm role={role} scope="workflows" choices={[]} />
          </Card>
        </Col>
        <Col span={24}>
          <Card type="inner" title={t('roles.config.formGrants')}>
            <RoleFormGrants role={role} forms={forms} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}

export default function RoleConfigPage() {
  return <RoleLoader>{(role) => <RoleConfig role={role} />}</RoleLoader>;
}
