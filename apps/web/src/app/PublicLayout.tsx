import { Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../platform/LanguageSelect.tsx';
import { AppFooter } from './AppFooter.tsx';

/** The frame of the screens a visitor sees: login, password links, not found. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: 'transparent' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('app.name')}
          </Typography.Title>
          <LanguageSelect />
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Flex justify="center" style={{ padding: '32px 16px' }}>
          {children}
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <AppFooter />
      </Layout.Footer>
    </Layout>
  );
}
