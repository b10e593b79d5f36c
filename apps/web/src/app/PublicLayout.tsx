import { Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSelect } from '../platform/LanguageSelect.tsx';
import { AppBrand } from './AppBrand.tsx';
import { AppFooter } from './AppFooter.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';

/** The frame of the screens a visitor sees: login, password links, not found. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: 'transparent' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <AppBrand />
          <LanguageSelect />
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Flex vertical align="center" style={{ padding: '32px 16px' }}>
          <ScreenTitle title={title} />
          {children}
        </Flex>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <AppFooter />
      </Layout.Footer>
    </Layout>
  );
}
