import type { RecordFileDto, TaskDetailDto } from '@custodia/contracts';
import { Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachFilesButton, TrashFileButton, useTaskFiles } from '../files/index.ts';
import { RequestSignaturesButton } from '../signatures/index.ts';

/**
 * The files attached at the task (spec §7 /file/task/): they go to its record (or to a TRD level
 * its holder chooses, when the form places its files in the TRD), and its holder attaches them
 * here while the task is open, whatever the form grants them. A step with the "move to trash" or
 * the "electronic signature" action shows its holder every file of the process instead, each
 * with its way to the trash, or to request signatures on a PDF.
 */
export function TaskFiles({ task }: { task: TaskDetailDto }) {
  const { t } = useTranslation();
  const record = { id: task.process.record.id, form_id: task.process.record.form_id };
  const trashing = task.abilities.trashFile === true;
  const signing = task.abilities.requestSignature === true;
  const ofProcess = trashing || signing;
  const files = useTaskFiles(ofProcess ? { processId: task.process.id } : { taskId: task.id });
  return (
    <Card
      title={t(ofProcess ? 'processes.task.processFiles' : 'processes.task.files')}
      extra={
        task.abilities.attach && (
          <AttachFilesButton
            record={record}
            place={{ taskId: task.id }}
            levelChoice={task.files_in_trd}
          />
        )
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
            actions={[
              signing && (
                <RequestSignaturesButton key="sign" record={record} file={file} taskId={task.id} />
              ),
              trashing && (
                <TrashFileButton key="trash" recordId={record.id} file={file} taskId={task.id} />
              ),
            ].filter(Boolean)}
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
