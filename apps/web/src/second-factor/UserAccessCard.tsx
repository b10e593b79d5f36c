import type { UserDto } from '@custodia/contracts';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from './SectionTitle.tsx';
import { useUserAccess } from './useSecondFactor.ts';

/**
 * On a user's page, for administrators: whether they have a second factor and how many sessions
 * are live, with the factor's reset (a lost phone) and the end of all their sessions.
 */
export function UserAccessCard({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { abilities } = user;
  const { access, reset, endSessions } = useUserAccess(user.id, abilities.viewAccess);
  const data = access.data;
  if (!data) return null;
  return (
    <Card
      title={<SectionTitle>{t('secondFactor.userAccess.title')}</SectionTitle>}
      data-testid="user-access"
    >
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text data-testid="user-access-factor">
          {t(
            data.second_factor
              ? 'secondFactor.userAccess.factorOn'
              : 'secondFactor.userAccess.factorOff',
          )}
        </Typography.Text>
        <Typography.Text data-testid="user-access-sessions">
          {t('secondFactor.userAccess.sessions', { count: data.active_sessions })}
        </Typography.Text>
        <Flex gap={8} wrap>
          {data.second_factor && abilities.resetSecondFactor && (
            <Popconfirm
              title={t('secondFactor.userAccess.resetQuestion')}
              okText={t('secondFactor.userAccess.reset')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'user-access-reset-confirm' }}
              onConfirm={() => reset.mutate()}
            >
              <Button danger loading={reset.isPending} data-testid="user-access-reset">
                {t('secondFactor.userAccess.reset')}
              </Button>
            </Popconfirm>
          )}
          {data.active_sessions > 0 && abilities.endSessions && (
            <Popconfirm
              title={t('secondFactor.userAccess.endQuestion')}
              okText={t('secondFactor.userAccess.end')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'user-access-end-confirm' }}
              onConfirm={() => endSessions.mutate()}
            >
              <Button loading={endSessions.isPending} data-testid="user-access-end">
                {t('secondFactor.userAccess.end')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
