import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { languages, type SessionDto } from '@custodia/contracts';
import { Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../auth/index.ts';
import { changeLanguage } from '../platform/i18n.ts';
import { languageNames } from '../platform/LanguageSelect.tsx';
import { paths } from '../platform/paths.ts';
import { UserAvatar } from '../users/index.ts';

/**
 * Spec §1: the user's first name, last name and domain, a user menu and a logout button. On a
 * narrow screen (`onOpenMenu` given) it leads with the button that opens the side menu, and the
 * logout button keeps only its icon, so the name has room.
 */
export function AppHeader({
  session,
  onOpenMenu,
}: {
  session: SessionDto;
  onOpenMenu?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = session;
  const gap = onOpenMenu ? 8 : 16;

  // The languages are a group of the menu, not a submenu: a submenu opens on hover and stayed
  // open under the pointer after a choice, and it would open off the edge of a phone's screen.
  const items: MenuProps['items'] = [
    {
      key: 'password',
      icon: <KeyOutlined />,
      label: <span data-testid="user-menu-change-password">{t('header.changePassword')}</span>,
      onClick: () => navigate(paths.renewPassword),
    },
    {
      key: 'security',
      icon: <SafetyOutlined />,
      label: <span data-testid="user-menu-security">{t('secondFactor.page.title')}</span>,
      onClick: () => navigate(paths.accountSecurity),
    },
    { type: 'divider' },
    {
      type: 'group',
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
    <Flex align="center" gap={gap} style={{ height: '100%' }}>
      {onOpenMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('header.mainMenu')}
          onClick={onOpenMenu}
          data-testid="menu-open"
        />
      )}
      <Flex align="center" justify="flex-end" gap={gap} flex={1} style={{ minWidth: 0 }}>
        <UserAvatar user={user} size={36} />
        <Flex vertical style={{ lineHeight: 1.3, minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="header-user-name">
            {user.first_name} {user.last_name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis data-testid="header-domain">
            {session.domain}
          </Typography.Text>
        </Flex>
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button
            aria-label={t('header.userMenu')}
            data-testid="user-menu"
            icon={<DownOutlined />}
          />
        </Dropdown>
        <Button
          icon={<LogoutOutlined />}
          aria-label={onOpenMenu ? t('header.logout') : undefined}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
          data-testid="logout-button"
        >
          {onOpenMenu ? undefined : t('header.logout')}
        </Button>
      </Flex>
    </Flex>
  );
}
