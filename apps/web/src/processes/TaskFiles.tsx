import type { RecordFileDto, TaskDetailDto } from '@custodia/contracts';
import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachFilesButton } from '../files/AttachFilesButton.tsx';
import { useTaskFiles } from '../files/useFiles.ts';

/**
 * The files attached at the task (spec §7 /file/task/): they go to its record, and its holder
 * attaches them here while the task is open, whatever the form grants them.
 */
export function TaskFiles({ task }: { task: TaskDetailDto }) {
  const { t } = useTranslation();
  const record = { id: task.process.record.id, form_id: task.process.record.form_id };
  const files = useTaskFiles(record.id, task.id);
  return (
    <Card
      title={t('processes.task.files')}
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
          <List.Item>
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
