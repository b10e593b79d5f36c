import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * A link that looks like a button: a real <a href>, so it can be opened in a new tab, but a plain
 * click moves within the app without reloading it. Wrapping a <Button> in a <Link> would nest
 * two interactive elements.
 */
export function LinkButton({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  function follow(event: MouseEvent<HTMLElement>): void {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to);
  }
  return <Button {...props} href={href} onClick={follow} />;
}
