import { Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordExpiryBanner } from '../auth/PasswordExpiryBanner.tsx';
import { useSession } from '../platform/session.ts';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { SideMenu } from './SideMenu.tsx';

/** The frame of every logged-in screen: side menu, header, expiry warning, footer. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light" width={240} breakpoint="lg" collapsedWidth={0}>
        <Typography.Title level={4} style={{ margin: 0, padding: '18px 24px' }}>
          {t('app.name')}
        </Typography.Title>
        <SideMenu session={session} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: 24 }}>
          <AppHeader session={session} />
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <PasswordExpiryBanner daysLeft={session.password_expiration_days} />
          {children}
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <AppFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
