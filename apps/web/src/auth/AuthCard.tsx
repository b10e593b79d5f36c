import type { ReactNode } from 'react';

/**
 * The narrow card the login and password screens sit in (plain.css): the visitor's shell names the
 * screen above it (its h1).
 */
export function AuthCard({ children }: { children: ReactNode }) {
  return <section className="plain-card">{children}</section>;
}
