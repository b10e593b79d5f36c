import type { MessageKey } from '@custodia/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import type { ListKindName } from './taskBoxParams.ts';

const kindTabs: { key: 'all' | ListKindName; label: MessageKey }[] = [
  { key: 'all', label: 'tasks.box.kind.all' },
  { key: 'process', label: 'tasks.box.kind.process' },
  { key: 'free', label: 'tasks.box.kind.free' },
  { key: 'batch', label: 'tasks.box.kind.batch' },
  { key: 'management', label: 'tasks.box.kind.management' },
];

/** The box's kinds as links, the one shown marked as the current page. */
export function TaskKindTabs({ current }: { current: 'all' | ListKindName }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tasks.box.kinds')}>
      <Flex gap={8} wrap data-testid="task-box-kinds">
        {kindTabs.map((tab) => {
          const isCurrent = current === tab.key;
          return (
            <LinkButton
              key={tab.key}
              to={
                tab.key === 'all'
                  ? paths.taskBox
                  : generatePath(paths.taskBoxView, { param: tab.key })
              }
              type={isCurrent ? 'primary' : 'default'}
              aria-current={isCurrent ? 'page' : undefined}
            >
              {t(tab.label)}
            </LinkButton>
          );
        })}
      </Flex>
    </nav>
  );
}
