import { TrashAction, type TrashItemDto } from '@custodia/contracts';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrashAction } from './useTrash.ts';

/**
 * The files chosen, what all of them allow, and restoring or deleting them at once; a done action
 * is told with its count and forgets the choice.
 */
export function useTrashSelection() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const act = useTrashAction();
  const [selected, setSelected] = useState<TrashItemDto[]>([]);
  const all = (ability: keyof TrashItemDto['abilities']) =>
    selected.length > 0 && selected.every((item) => item.abilities[ability]);

  function run(action: 1 | 2): void {
    act.mutate(
      { action, files: selected.map((item) => item.id) },
      {
        onSuccess: (done) => {
          const key = action === TrashAction.restore ? 'trash.restored' : 'trash.deleted';
          message.success(t(key, { count: done.files.length }));
          setSelected([]);
        },
      },
    );
  }

  /** Whether the action is running now, which its button shows. */
  const running = (action: 1 | 2) => act.isPending && act.variables?.action === action;

  return { selected, setSelected, all, run, running };
}
