import type { DeadlineColour } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../platform/dates.ts';
import { deadlineLabels } from './processLabels.ts';

/**
 * A task's due date with its expiry colour (spec §3) and the words for it, so the colour is never
 * the only sign; a closed task has no colour and shows its date alone.
 */
export function DeadlineTag({ due, colour }: { due: string; colour: DeadlineColour | null }) {
  const { t } = useTranslation();
  if (!colour) return formatDateTime(due);
  return (
    <Tag color={colour} data-testid="task-deadline" data-colour={colour}>
      {formatDateTime(due)} · {t(deadlineLabels[colour])}
    </Tag>
  );
}
