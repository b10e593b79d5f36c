import type { UserInput } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { BackToUserList } from './BackToUserList.tsx';
import { UserForm } from './UserForm.tsx';
import { useSaveUser } from './useUsers.ts';

export default function UserCreatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { domain } = useActiveSession();
  const save = useSaveUser();

  async function create(input: UserInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('users.created'));
    navigate(paths.userList);
  }

  return (
    <Card extra={<BackToUserList />}>
      <UserForm domain={domain} saving={save.isPending} onSubmit={create} />
    </Card>
  );
}
