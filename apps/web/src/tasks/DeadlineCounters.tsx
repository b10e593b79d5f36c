import type { DeadlineState, InboxCountersDto } from '@custodia/contracts';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

const counters = [
  { state: 'overdue', colour: 'red', label: 'tasks.box.counter.overdue' },
  { state: 'due_soon', colour: 'orange', label: 'tasks.box.counter.due_soon' },
  { state: 'on_time', colour: 'green', label: 'tasks.box.counter.on_time' },
] as const;

/**
 * The person's open tasks by deadline, as a traffic light that filters: choosing a counter shows
 * its tasks, choosing it again shows them all. The colour is never the only sign: each says its
 * words and number, and whether it is the filter in use.
 */
export function DeadlineCounters(props: {
  counters: InboxCountersDto;
  chosen: DeadlineState | undefined;
  onChoose: (state: DeadlineState | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap role="group" aria-label={t('tasks.box.counters')}>
      {counters.map(({ state, colour, label }) => (
        <Button
          key={state}
          className={`task-box-counter task-box-counter-${colour}`}
          aria-pressed={props.chosen === state}
          type={props.chosen === state ? 'primary' : 'default'}
          onClick={() => props.onChoose(props.chosen === state ? undefined : state)}
          data-testid={`task-box-counter-${state}`}
        >
          {t(label, { count: props.counters[state] })}
        </Button>
      ))}
    </Flex>
  );
}
