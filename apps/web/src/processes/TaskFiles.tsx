import type { RecordFileDto, TaskDetailDto } from '@custodia/contracts';
import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachFilesButton } from '../files/AttachFilesButton.tsx';
import { TrashFileButton } from '../files/FileActions.tsx';
import { useTaskFiles } from '../files/useFiles.ts';

/**
 * The files attached at the task (spec §7 /file/task/): they go to its record, and its holder
 * attaches them here while the task is open, whatever the form grants them. A step with the
 * "move to trash" action shows its holder every file attached in the process instead, each with
 * its way to the trash.
 */
export function TaskFiles({ task }: { task: TaskDetailDto }) {
  const { t } = useTranslation();
  const record = { id: task.process.record.id, form_id: task.process.record.form_id };
  const trashing = task.abilities.trashFile === true;
  const files = useTaskFiles(
    record.id,
    trashing ? { processId: task.process.id } : { taskId: task.id },
  );
  return (
    <Card
      title={t(trashing ? 'processes.task.processFiles' : 'processes.task.files')}
      extra={
        task.abilities.attach && <AttachFilesButton record={record} place={{ taskId: task.id }} />
      }
      data-testid="task-files"
    >
      <List<RecordFileDto>
        loading={files.isPending}
        dataSource={files.data?.items}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('processes.task.noFiles')} />
          ),
        }}
        renderItem={(file) => (
          <List.Item
            actions={
              trashing
                ? [
                    <TrashFileButton
                      key="trash"
                      recordId={record.id}
                      file={file}
                      taskId={task.id}
                    />,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={file.name}
              description={
                <Typography.Text type="secondary">
                  {file.subject} · {file.current.full_name}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
