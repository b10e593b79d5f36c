import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'default' | 'primary' | 'text';

/** The classes of a plain button, for a link that looks like one. */
export function plainButtonClass(variant: Variant = 'default', block = false): string {
  return [
    'plain-button',
    variant !== 'default' && `plain-button-${variant}`,
    block && 'plain-button-block',
  ]
    .filter(Boolean)
    .join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  /** As wide as its container. */
  block?: boolean;
  /** What it sent is on its way: it spins, and its handler should ignore another press. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** antd's Button for the plain kit (plain.css): default, primary or text. */
export function PlainButton({
  type = 'button',
  variant,
  block,
  busy = false,
  children,
  ...button
}: Props) {
  return (
    <button
      type={type}
      {...button}
      className={plainButtonClass(variant, block)}
      aria-busy={busy || undefined}
    >
      {busy && <LoadingOutlined className="plain-button-spinner" />}
      <span>{children}</span>
    </button>
  );
}
