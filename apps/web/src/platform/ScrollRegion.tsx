import { type ReactNode, useEffect, useRef } from 'react';

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

/**
 * antd scrolls a wide table sideways in a div of its own, which takes no attributes from the
 * table's props: when the rows hold nothing focusable (no rows yet, on a phone) the keyboard cannot
 * reach it (axe scrollable-region-focusable). This makes that div a named region that takes focus.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // After every render: the table draws its scrolling div again when its rows change.
  useEffect(() => {
    const scroller = box.current?.querySelector('.ant-table-content');
    scroller?.setAttribute('tabindex', '0');
    scroller?.setAttribute('role', 'region');
    scroller?.setAttribute('aria-label', label);
  });
  return <div ref={box}>{children}</div>;
}
