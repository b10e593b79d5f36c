import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { AntdProviders, messagePlacement } from '../platform/AntdProviders.tsx';

/** The logged-in shell's providers: antd's, and antd's App, whose messages and dialogs screens open. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AntdProviders>
      <AntdApp message={messagePlacement}>{children}</AntdApp>
    </AntdProviders>
  );
}
