import type { ReactNode } from 'react';
import { LanguageSelect } from '../platform/LanguageSelect.tsx';
import { AppBrand } from './AppBrand.tsx';
import { AppFooter } from './AppFooter.tsx';
import { ScreenTitle } from './ScreenTitle.tsx';

/**
 * The frame of the screens a visitor sees: login, password links, not found. It is antd's Layout
 * drawn by the plain kit, so the login screen loads no antd (docs/decisions.md 44).
 */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="plain plain-layout">
      <header className="plain-layout-header">
        <AppBrand />
        <LanguageSelect />
      </header>
      <main className="plain-layout-content">
        <ScreenTitle title={title} />
        {children}
      </main>
      <footer className="plain-layout-footer">
        <AppFooter />
      </footer>
    </div>
  );
}
