import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton.tsx';

export type RowLink = { to: string; label: string; icon: ReactNode; testId: string };

/**
 * The icon buttons at the end of a list row, each a link to a screen about that row, with its
 * name as tooltip and accessible label; actions that are not links (delete …) come as children,
 * as a ConfirmedAction or, when there is nothing to confirm, a RowButton.
 */
export function RowActions({ links, children }: { links: RowLink[]; children?: ReactNode }) {
  return (
    <Flex gap={4}>
      {links.map((link) => (
        <Tooltip key={link.testId} title={link.label}>
          <LinkButton
            to={link.to}
            type="text"
            icon={link.icon}
            aria-label={link.label}
            data-testid={link.testId}
          />
        </Tooltip>
      ))}
      {children}
    </Flex>
  );
}

/** A row's icon button that acts at once, named like the links beside it. */
export function RowButton({
  label,
  icon,
  loading,
  testId,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  loading: boolean;
  testId: string;
  onClick(): void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={icon}
        loading={loading}
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}
