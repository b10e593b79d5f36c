import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPasswordForm } from './AdminPasswordForm.tsx';
import { BackToUserList } from './BackToUserList.tsx';
import { HeldTasksCard, HeldTasksNotice } from './HeldTasks.tsx';
import { UserLoader } from './UserLoader.tsx';
import { UserStatusForm } from './UserStatusForm.tsx';
import { UserStatusTag } from './UserStatusTag.tsx';

/**
 * A user's status and password, each offered where the user's abilities allow (not one's own
 * status), and the tasks the user holds, to be given away before inactivating or retiring them.
 */
export default function UserStatusPage() {
  const { t } = useTranslation();
  return (
    <UserLoader>
      {(user) => (
        <Flex vertical gap={24}>
          <Card extra={<BackToUserList />}>
            <Descriptions
              column={1}
              items={[
                { key: 'name', label: t('users.fields.name'), children: user.name },
                { key: 'user', label: t('users.fields.userName'), children: user.user_name },
                {
                  key: 'status',
                  label: t('users.fields.status'),
                  children: (
                    <span data-testid="user-current-status">
                      <UserStatusTag status={user.status} />
                    </span>
                  ),
                },
              ]}
            />
            {user.abilities.changeStatus && (
              <>
                <Alert
                  type="info"
                  showIcon
                  title={t('users.status.unlockHelp')}
                  style={{ margin: '16px 0 24px' }}
                />
                <HeldTasksNotice user={user} />
                <UserStatusForm user={user} />
              </>
            )}
          </Card>
          <HeldTasksCard user={user} />
          {user.abilities.setPassword && (
            <Card title={t('users.newPassword.title')}>
              <AdminPasswordForm userId={user.id} />
            </Card>
          )}
        </Flex>
      )}
    </UserLoader>
  );
}
