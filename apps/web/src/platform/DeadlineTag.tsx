import type { DeadlineColour, MessageKey } from '@custodia/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from './useDateTime.ts';

/** Spec §3 expiry colours, each with the words that say the same for whoever cannot see it. */
export const deadlineLabels: Record<DeadlineColour, MessageKey> = {
  green: 'processes.deadline.green',
  orange: 'processes.deadline.orange',
  red: 'processes.deadline.red',
};

/**
 * A task's due date with its expiry colour (spec §3) and the words for it, so the colour is never
 * the only sign; a closed task has no colour and shows its date alone.
 */
export function DeadlineTag({ due, colour }: { due: string; colour: DeadlineColour | null }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  if (!colour) return dateTime(due);
  return (
    <Tag color={colour} data-testid="task-deadline" data-colour={colour}>
      {dateTime(due)} · {t(deadlineLabels[colour])}
    </Tag>
  );
}
