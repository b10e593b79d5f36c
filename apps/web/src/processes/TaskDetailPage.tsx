import type { ProcessDetailDto, TaskDetailDto } from '@custodia/contracts';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths, processPath } from '../platform/paths.ts';
import { CompleteTask } from './CompleteTask.tsx';
import { FreeTaskDetail } from './FreeTaskDetail.tsx';
import { InterruptProcessButton } from './InterruptProcessButton.tsx';
import { ProcessComments } from './ProcessComments.tsx';
import { ProcessHeader } from './ProcessHeader.tsx';
import { ReassignTaskButton, ReturnTaskButton } from './TaskActions.tsx';
import { TaskData } from './TaskData.tsx';
import { TaskFiles } from './TaskFiles.tsx';
import { TaskRecordValues } from './TaskRecordValues.tsx';
import { useLeaveTask } from './useLeaveTask.ts';
import { useProcess } from './useProcesses.ts';
import { useTaskWork } from './useTaskWork.ts';

function TaskDetail({ task, process }: { task: TaskDetailDto; process?: ProcessDetailDto }) {
  const { t } = useTranslation();
  const { leave } = useLeaveTask();
  const { abilities } = task;
  const back = (
    <BackLink to={processPath(task.process)} label="processes.task.back" testId="task-back" />
  );
  return (
    <Flex vertical gap={24}>
      <Card
        title={t('processes.task.of', { step: task.step.name })}
        extra={back}
        data-testid="task-detail"
      >
        <Flex vertical gap={16}>
          <TaskData task={task} />
          <ProcessHeader process={task.process} />
        </Flex>
      </Card>
      <TaskRecordValues values={task.record_values} testId="task-record-values" />
      <TaskFiles task={task} />
      {(abilities.complete ||
        abilities.reassign ||
        abilities.return ||
        process?.abilities.interrupt) && (
        <Card title={t('processes.task.actions')} data-testid="task-actions">
          <Flex vertical gap={16}>
            {abilities.complete && <CompleteTask task={task} onDone={leave} />}
            <Flex gap={8} wrap>
              {abilities.reassign && (
                <ReassignTaskButton
                  task={task}
                  title={t('processes.reassign.title', { step: task.step.name })}
                  onDone={leave}
                />
              )}
              {abilities.return && <ReturnTaskButton task={task} onDone={leave} />}
              {process?.abilities.interrupt && (
                <InterruptProcessButton process={process} onDone={leave} />
              )}
            </Flex>
          </Flex>
        </Card>
      )}
      {process && (
        <ProcessComments
          processId={process.id}
          comments={process.comments}
          commentable={abilities.comment ? [{ id: task.id, step: task.step.name }] : []}
        />
      )}
    </Flex>
  );
}

/** The task's process, read for its comments and whether it may be interrupted. */
function WithProcess({ task }: { task: TaskDetailDto }) {
  const process = useProcess(task.process.id);
  return <TaskDetail task={task} process={process.data} />;
}

/**
 * `/taskBox/detail/:id` (spec §2): one task, of a process (the record it runs on, the step and its
 * deadline, the step's data form, and what the person may do with it) or a free task.
 */
export default function TaskDetailPage() {
  const { id = '' } = useParams();
  const back = <BackLink to={paths.taskBox} label="processes.task.toTaskBox" testId="task-back" />;
  return (
    <Loaded query={useTaskWork(id)} missing="processes.task.missing" back={back}>
      {(task) =>
        task.type === 'free' ? <FreeTaskDetail task={task} /> : <WithProcess task={task} />
      }
    </Loaded>
  );
}
