import type { RoleDto } from '@custodia/contracts';
import { Card, Col, Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminScopeForm } from './AdminScopeForm.tsx';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleLoader } from './RoleLoader.tsx';
import { RolePermissionsForm } from './RolePermissionsForm.tsx';

function RoleConfig({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
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
            {/* Forms and workflows are chosen here once those features exist. */}
            <AdminScopeForm role={role} scope="forms" choices={[]} />
            <Divider />
            <AdminScopeForm role={role} scope="workflows" choices={[]} />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}

export default function RoleConfigPage() {
  return <RoleLoader>{(role) => <RoleConfig role={role} />}</RoleLoader>;
}
