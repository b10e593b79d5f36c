import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { TrashAction } from '@custodia/contracts';
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useTrashSelection } from './useTrashSelection.ts';

/** Restoring the chosen files, or deleting them for good once confirmed. */
export function TrashActions({ selection }: { selection: ReturnType<typeof useTrashSelection> }) {
  const { t } = useTranslation();
  const { selected, all, run, running } = selection;
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }}>
      <Button
        icon={<UndoOutlined />}
        disabled={!all('restore')}
        loading={running(TrashAction.restore)}
        onClick={() => run(TrashAction.restore)}
        data-testid="trash-restore"
      >
        {t('trash.restore', { count: selected.length })}
      </Button>
      <Popconfirm
        title={t('trash.deleteQuestion', { count: selected.length })}
        okText={t('trash.delete', { count: selected.length })}
        okButtonProps={{ danger: true, 'data-testid': 'trash-delete-confirm' }}
        cancelText={t('common.cancel')}
        onConfirm={() => run(TrashAction.delete)}
        disabled={!all('delete')}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!all('delete')}
          loading={running(TrashAction.delete)}
          data-testid="trash-delete"
        >
          {t('trash.delete', { count: selected.length })}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
