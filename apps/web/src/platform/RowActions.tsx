import { Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton.tsx';

export type RowLink = { to: string; label: string; icon: ReactNode; testId: string };

/**
 * The icon buttons at the end of a list row, each a link to a screen about that row, with its
 * name as tooltip and accessible label; actions that are not links (delete …) come as children.
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
