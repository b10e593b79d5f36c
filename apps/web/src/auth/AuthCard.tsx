import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The narrow card the login and password screens sit in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} style={{ width: '100%', maxWidth: 420 }}>
      {children}
    </Card>
  );
}
