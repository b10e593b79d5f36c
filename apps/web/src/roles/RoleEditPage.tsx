import type { RoleDto, RoleInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleForm } from './RoleForm.tsx';
import { RoleLoader } from './RoleLoader.tsx';
import { useSaveRole } from './useRoles.ts';

function EditRole({ role }: { role: RoleDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveRole(role.id);

  async function update(input: RoleInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('roles.updated'));
    navigate(paths.roleList);
  }

  return (
    <Card extra={<BackToRoleList />}>
      <RoleForm role={role} saving={save.isPending} onSubmit={update} />
    </Card>
  );
}

export default function RoleEditPage() {
  return <RoleLoader>{(role) => <EditRole role={role} />}</RoleLoader>;
}
