import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The narrow card the login and password screens sit in, drawn with the theme's tokens: antd's
 * Card brings its tabs and menu along (about 20 kB gzip), too much for the first screen a visitor
 * loads (ARCHITECTURE §8). The visitor's shell names the screen above it (its h1).
 */
export function AuthCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 420,
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </section>
  );
}
