import { Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const keys = [
  ['↓ / j', 'tasks.keys.next'],
  ['↑ / k', 'tasks.keys.previous'],
  ['Enter', 'tasks.keys.open'],
  ['x', 'tasks.keys.select'],
  ['/', 'tasks.keys.search'],
  ['g', 'tasks.keys.first'],
  ['?', 'tasks.keys.help'],
] as const;

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The box's keys that work anywhere on the screen but in a text box: search, the first row, and
 * this help. Moving, opening and selecting are the focused row's own keys.
 */
export function useTaskBoxKeys(handlers: {
  onSearch: () => void;
  onHelp: () => void;
  onFirstRow: () => void;
}) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const handler = { '/': handlers.onSearch, '?': handlers.onHelp, g: handlers.onFirstRow }[
        event.key
      ];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [handlers.onSearch, handlers.onHelp, handlers.onFirstRow]);
}

/** The overlay listing the box's keys ("?"). */
export function KeyboardHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('tasks.keys.title')}
      data-testid="task-box-keys"
    >
      <dl className="task-box-keys">
        {keys.map(([key, label]) => (
          <div key={key}>
            <dt>
              <Typography.Text keyboard>{key}</Typography.Text>
            </dt>
            <dd>{t(label)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
