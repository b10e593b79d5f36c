import { type RoleInput, slug } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { BackToRoleList } from './BackToRoleList.tsx';
import { RoleForm } from './RoleForm.tsx';
import { useSaveRole } from './useRoles.ts';

/** A new role grants nothing yet: creating one leads straight to its configuration. */
export default function RoleCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveRole();

  async function create(input: RoleInput): Promise<void> {
    const role = await save.mutateAsync(input);
    message.success(t('roles.created'));
    navigate(generatePath(paths.roleConfig, { id: role.id, hash: slug(role.name, 'rol') }));
  }

  return (
    <Card extra={<BackToRoleList />}>
      <RoleForm saving={save.isPending} onSubmit={create} />
    </Card>
  );
}
