import type { RoleDto } from '@custodia/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { MembersPanel, memberRefusals } from '../members/index.ts';
import { useRefusal } from '../platform/useRefusal.ts';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleLoader } from './RoleLoader.tsx';
import { roleAsMemberOwner } from './useRoles.ts';

function RoleMembers({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const refusal = useRefusal(memberRefusals);
  return (
    <Card title={t('roles.members.title', { name: role.name })} extra={<BackToRoleList />}>
      <MembersPanel owner={roleAsMemberOwner(role.id)} refusal={refusal} />
    </Card>
  );
}

export default function RoleMembersPage() {
  return <RoleLoader>{(role) => <RoleMembers role={role} />}</RoleLoader>;
}
