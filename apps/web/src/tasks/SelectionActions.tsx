import { CheckSquareOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { limits } from '@custodia/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchWizard, ReassignBatchDialog } from '../task-batch/index.ts';

/**
 * What the box does with its selected tasks (spec §4 batch work): complete or reassign 2–20 of
 * them at once; the wizard checks they share a workflow and step and names any that do not.
 */
export function SelectionActions(props: {
  selected: string[];
  /** Each task's filing number, as a refusal names it. */
  labels: Readonly<Record<string, string>>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [batch, setBatch] = useState<'complete' | 'reassign' | null>(null);
  const count = props.selected.length;
  if (count === 0) return null;
  const batchable = count >= 2 && count <= limits.processBatch.max;
  const close = () => setBatch(null);
  const done = () => {
    setBatch(null);
    props.onDone();
  };
  return (
    <Flex gap={8} wrap align="center" className="task-box-selection">
      <Typography.Text data-testid="task-box-selected">
        {t('tasks.box.selected', { count })}
      </Typography.Text>
      <Button
        icon={<CheckSquareOutlined />}
        disabled={!batchable}
        onClick={() => setBatch('complete')}
        data-testid="task-box-batch-complete"
      >
        {t('tasks.box.batchComplete')}
      </Button>
      <Button
        icon={<UserSwitchOutlined />}
        disabled={!batchable}
        onClick={() => setBatch('reassign')}
        data-testid="task-box-batch-reassign"
      >
        {t('tasks.box.batchReassign')}
      </Button>
      {!batchable && (
        <Typography.Text type="secondary">
          {t('tasks.box.batchRange', { max: limits.processBatch.max })}
        </Typography.Text>
      )}
      <BatchWizard
        open={batch === 'complete'}
        taskIds={props.selected}
        labels={props.labels}
        onClose={close}
        onDone={done}
      />
      <ReassignBatchDialog
        open={batch === 'reassign'}
        taskIds={props.selected}
        labels={props.labels}
        onClose={close}
        onDone={done}
      />
    </Flex>
  );
}
