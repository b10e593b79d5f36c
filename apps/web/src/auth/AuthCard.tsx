import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The narrow card the login and password screens sit in, drawn with the theme's tokens: antd's
 * Card brings its tabs and menu along (about 20 kB gzip), too much for the first screen a visitor
 * loads (ARCHITECTURE §8). The title is the screen's h1.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <section
      style={{
        width: '100%',
        maxWidth: 420,
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div style={{ padding: `${token.padding}px ${token.paddingLG}px`, borderBottom: border }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Title>
      </div>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </section>
  );
}
