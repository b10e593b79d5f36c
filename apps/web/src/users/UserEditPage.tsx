import type { UserDto, UserInput } from '@custodia/contracts';
import { App, Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { UserAccessCard } from '../second-factor/index.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { BackToUserList } from './BackToUserList.tsx';
import { UserForm } from './UserForm.tsx';
import { UserLoader } from './UserLoader.tsx';
import { useSaveUser } from './useUsers.ts';

function EditUser({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { domain } = useActiveSession();
  const save = useSaveUser(user.id);

  async function update(input: UserInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('users.updated'));
    navigate(paths.userList);
  }

  return (
    <Flex vertical gap={16}>
      <Card extra={<BackToUserList />}>
        <Row gutter={[32, 24]}>
          <Col xs={24} lg={6}>
            {user.abilities.changeAvatar && <AvatarUpload user={user} />}
          </Col>
          <Col xs={24} lg={18}>
            <UserForm user={user} domain={domain} saving={save.isPending} onSubmit={update} />
          </Col>
        </Row>
      </Card>
      <UserAccessCard user={user} />
    </Flex>
  );
}

export default function UserEditPage() {
  return <UserLoader>{(user) => <EditUser user={user} />}</UserLoader>;
}
