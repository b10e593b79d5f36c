import { CheckOutlined } from '@ant-design/icons';
import {
  type NextStepDto,
  type ProcessDetailDto,
  recordValuesSchema,
  type TaskDetailDto,
  TaskStatus,
  TaskStatusInput,
} from '@custodia/contracts';
import { App, Button, Card, Descriptions, Flex, Form, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordFields, toRecordValues, typedValues } from '../forms/index.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { DeadlineTag } from '../platform/DeadlineTag.tsx';
import { fieldErrorsFromServer } from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { Loaded } from '../platform/Loaded.tsx';
import { paths, processPath } from '../platform/paths.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { StatusTag } from '../platform/StatusTag.tsx';
import { useDateTime } from '../platform/useDateTime.ts';
import { useRefusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { FreeTaskDetail } from './FreeTaskDetail.tsx';
import { InterruptProcessButton } from './InterruptProcessButton.tsx';
import { ProcessComments } from './ProcessComments.tsx';
import { ProcessHeader } from './ProcessHeader.tsx';
import {
  taskKindLabels,
  taskPriorityLabels,
  taskStatusColors,
  taskStatusLabels,
} from './processLabels.ts';
import { ReassignTaskButton, ReturnTaskButton } from './TaskActions.tsx';
import { TaskFiles } from './TaskFiles.tsx';
import { TaskRecordValues } from './TaskRecordValues.tsx';
import { useLeaveTask } from './useLeaveTask.ts';
import {
  completeRefusals,
  useChoosableNextSteps,
  useCompleteTask,
  useProcess,
} from './useProcesses.ts';
import { useTaskWork } from './useTaskWork.ts';

function TaskData({ task }: { task: TaskDetailDto }) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="task-data"
      items={[
        { key: 'step', label: t('processes.fields.step'), children: task.step.name },
        {
          key: 'status',
          label: t('processes.fields.status'),
          children: (
            <StatusTag
              status={task.status}
              labels={taskStatusLabels}
              colors={taskStatusColors}
              testId="task-status"
            />
          ),
        },
        { key: 'assignee', label: t('processes.fields.assignee'), children: task.assignee.name },
        { key: 'sender', label: t('processes.fields.sender'), children: task.sender?.name ?? '—' },
        { key: 'kind', label: t('processes.fields.kind'), children: t(taskKindLabels[task.kind]) },
        {
          key: 'priority',
          label: t('processes.fields.priority'),
          children: t(taskPriorityLabels[task.priority]),
        },
        {
          key: 'received',
          label: t('processes.fields.receivedAt'),
          children: dateTime(task.received_at),
        },
        {
          key: 'due',
          label: t('processes.fields.dueAt'),
          children: <DeadlineTag due={task.due_at} colour={task.colour} />,
        },
        ...(task.reason
          ? [{ key: 'reason', label: t('processes.fields.reason'), children: task.reason }]
          : []),
      ]}
    />
  );
}

/**
 * Whom the next step goes to, when the step says its sender chooses (spec §3). With several such
 * steps ahead, the person picks the step too.
 */
function NextResponsible({ steps }: { steps: NextStepDto[] }) {
  const { t } = useTranslation();
  const chosen = Form.useWatch('next_step_uuid');
  const only = steps.length === 1 ? steps[0] : undefined;
  const step = only ?? steps.find((candidate) => candidate.id === chosen);
  // Not preserved: a choice for a step the data form no longer leads to is not sent.
  return (
    <>
      <Form.Item
        name="next_step_uuid"
        label={t('processes.task.nextStep')}
        hidden={only !== undefined}
        initialValue={only?.id}
        preserve={false}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Select
          options={steps.map((next) => ({ value: next.id, label: next.name }))}
          data-testid="task-next-step"
        />
      </Form.Item>
      <Form.Item
        name="next_user_uuid"
        label={t('processes.task.nextUser', { step: step?.name ?? '' })}
        preserve={false}
        rules={[{ required: true, message: t('fieldRequired') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          disabled={!step}
          options={step?.candidates.map((user) => ({ value: user.id, label: user.name }))}
          data-testid="task-next-user"
        />
      </Form.Item>
    </>
  );
}

type DataForm = NonNullable<TaskDetailDto['data_form']>;

/**
 * A completion as the task's form holds it, checked as the server checks it: the step's data form
 * is drawn and read as a record's values are (under `values`) and sent as `data_form`. Built when
 * checked, so "today" is the day of the check.
 */
function completionSchema(dataForm: DataForm | null) {
  return {
    safeParse(input: unknown) {
      const parsed = TaskStatusInput.extend({
        values: recordValuesSchema(dataForm?.fields ?? [], {
          mode: 'file',
          kept: dataForm?.values,
        }),
      }).safeParse(input);
      if (!parsed.success) return parsed;
      const { values, ...completion } = parsed.data;
      return {
        success: true as const,
        data: dataForm ? { ...completion, data_form: values } : completion,
      };
    },
  };
}

/** The data form as it is being filled, as a completion would send it (empty as null). */
function filledValues(dataForm: DataForm | null, typed: Record<string, unknown> | undefined) {
  const fields = dataForm?.fields ?? [];
  const sent = toRecordValues(fields, typed);
  return Object.fromEntries(
    fields.map((field) => {
      const value = sent[field.id];
      return [field.id, typeof value === 'string' && value !== '' ? value : null];
    }),
  );
}

/** The server names a data form's field `data_form.<id>`; the form holds it as `values.<id>`. */
function dataFormMarks(error: ApiError) {
  return fieldErrorsFromServer(error).map(({ name, errors }) => ({
    name: name[0] === 'data_form' ? ['values', ...name.slice(1)] : name,
    errors,
  }));
}

/**
 * What the holder fills in and completes the task with: the step's data form and the next
 * responsible when theirs to choose. Completing asks first (spec §4).
 */
function CompleteTask({ task, onDone }: { task: TaskDetailDto; onDone(): void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const complete = useCompleteTask(task.id);
  const refusal = useRefusal(completeRefusals);
  const dataForm = task.data_form;
  const fields = dataForm?.fields ?? [];
  const { form, formProps, validate } = useSchemaForm(completionSchema(dataForm));
  // The task's one completion: a doubled press or a retry completes it once.
  const completeKey = useRef(crypto.randomUUID());
  const choosing = useChoosableNextSteps(
    task,
    filledValues(dataForm, Form.useWatch('values', form)),
  );

  function send(typed: { values?: Record<string, unknown> }): void {
    const input = validate({
      ...typed,
      status: TaskStatus.completed,
      values: toRecordValues(fields, typed.values),
    });
    if (!input) return;
    modal.confirm({
      title: t('processes.complete.title', { step: task.step.name }),
      content: t('processes.complete.warning'),
      okText: t('processes.complete.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'task-complete-confirm' },
      onOk: () =>
        complete
          .mutateAsync({ input, key: completeKey.current })
          .then(() => {
            message.success(t('processes.complete.done', { step: task.step.name }));
            onDone();
          })
          .catch((error) => {
            refusal.explain(error);
            if (error instanceof ApiError) form.setFields(dataFormMarks(error));
          }),
    });
  }

  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={{ values: dataForm ? typedValues(fields, dataForm.values) : {} }}
      onFinish={send}
      data-testid="task-complete-form"
    >
      <RefusalAlert refusal={refusal} testId="task-complete-refusal" />
      {dataForm && (
        <Card
          type="inner"
          title={dataForm.name}
          style={{ marginBottom: 16 }}
          data-testid="task-data-form"
        >
          <RecordFields fields={fields} mode="file" />
        </Card>
      )}
      {choosing.length > 0 && (
        <NextResponsible key={choosing.map((step) => step.id).join()} steps={choosing} />
      )}
      <Button
        type="primary"
        htmlType="submit"
        icon={<CheckOutlined />}
        loading={complete.isPending}
        data-testid="task-complete"
      >
        {t('processes.complete.action')}
      </Button>
    </Form>
  );
}

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
