import { DownOutlined, GlobalOutlined, KeyOutlined, LogoutOutlined } from '@ant-design/icons';
import { languages, type SessionDto } from '@custodia/contracts';
import { Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../auth/useLogout.ts';
import { changeLanguage } from '../platform/i18n.ts';
import { languageNames } from '../platform/LanguageSelect.tsx';
import { UserAvatar } from '../users/UserAvatar.tsx';
import { paths } from './paths.ts';

/** Spec §1: the user's first name, last name and domain, a user menu and a logout button. */
export function AppHeader({ session }: { session: SessionDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = session;

  const items: MenuProps['items'] = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="user-menu-change-password">{t('header.changePassword')}</span>,
      onClick: () => navigate(paths.renewPassword),
    },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('language.label'),
      children: languages.map((language) => ({
        key: language,
        label: (
          <span data-testid={`user-menu-language-${language}`}>{t(languageNames[language])}</span>
        ),
        onClick: () => changeLanguage(language),
      })),
    },
  ];

  return (
    <Flex align="center" justify="flex-end" gap={16} style={{ height: '100%' }}>
      <UserAvatar user={user} size={36} />
      <Flex vertical style={{ lineHeight: 1.3 }}>
        <Typography.Text strong data-testid="header-user-name">
          {user.first_name} {user.last_name}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="header-domain">
          {session.domain}
        </Typography.Text>
      </Flex>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button aria-label={t('header.userMenu')} data-testid="user-menu" icon={<DownOutlined />} />
      </Dropdown>
      <Button
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        data-testid="logout-button"
      >
        {t('header.logout')}
      </Button>
    </Flex>
  );
}
