import type { ReactNode } from 'react';

/**
 * What scrolls sideways on a phone (a wide table): a named region the keyboard reaches, even when
 * nothing in it takes focus.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      style={{ overflowX: 'auto' }}
    >
      {children}
    </section>
  );
}
