import { App, Drawer, Grid, Layout } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PasswordExpiryBanner, useSessionRefresh } from '../auth/index.ts';
import { attachShellFeedback, feedbackThrough } from '../platform/feedback.ts';
import { RefusedItem } from '../platform/Loaded.tsx';
import { Loading } from '../platform/Loading.tsx';
import { useSession } from '../platform/session.ts';
import { AppBrand } from './AppBrand.tsx';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AppProviders } from './AppProviders.tsx';
import { LeaveRefusedItem, RefusedNotice } from './RefusedNotice.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';
import { SideMenu } from './SideMenu.tsx';

type Props = { title: string; children: ReactNode };

/**
 * The logged-in shell, loaded once there is a session: antd and the query cache come with it, and
 * it shows the screens once the stored session is checked and refreshed.
 */
export default function AppLayout(props: Props) {
  return (
    <AppProviders>
      <CheckedSession {...props} />
    </AppProviders>
  );
}

function CheckedSession(props: Props) {
  const ready = useSessionRefresh();
  const { message, modal } = App.useApp();
  useEffect(() => attachShellFeedback(feedbackThrough(message, modal)), [message, modal]);
  return ready ? <Frame {...props} /> : <Loading fullPage />;
}

/**
 * The frame of every logged-in screen: side menu, header, the screen's title, expiry warning,
 * footer. Below antd's lg breakpoint (992 px) a side menu would squeeze the screen to a strip, so
 * it becomes a drawer the header's button opens.
 */
function Frame({ title, children }: Props) {
  const session = useSession();
  const location = useLocation();
  const wide = Grid.useBreakpoint().lg === true;
  // The drawer belongs to the address it was opened on: a choice in it, or going back, closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  if (!session) return null;
  const gutter = wide ? 24 : 12;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide && (
        <Layout.Sider theme="light" width={240}>
          <div style={{ padding: '16px 24px' }}>
            <AppBrand />
          </div>
          <SideMenu session={session} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: gutter }}>
          <AppHeader
            session={session}
            onOpenMenu={wide ? undefined : () => setDrawerOpenAt(location.key)}
          />
        </Layout.Header>
        <Layout.Content style={{ margin: gutter }}>
          <ScreenTitle title={title} />
          <PasswordExpiryBanner daysLeft={session.password_expiration_days} />
          <RefusedNotice />
          <RefusedItem.Provider value={<LeaveRefusedItem />}>{children}</RefusedItem.Provider>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <AppFooter />
        </Layout.Footer>
      </Layout>
      {!wide && (
        <Drawer
          placement="left"
          size={280}
          title={<AppBrand />}
          open={drawerOpenAt === location.key}
          onClose={() => setDrawerOpenAt(null)}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          <SideMenu session={session} />
        </Drawer>
      )}
    </Layout>
  );
}
