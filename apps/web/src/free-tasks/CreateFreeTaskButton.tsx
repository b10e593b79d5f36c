import { PlusOutlined } from '@ant-design/icons';
import {
  CreateFreeTaskInput,
  linkedFilesOptions,
  type RecordDetailDto,
  TaskPriority,
} from '@custodia/contracts';
import { App, Button, Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, LongTextField } from '../platform/ActionDialog.tsx';
import { InstantPicker } from '../platform/InstantPicker.tsx';
import { linkedFilesLabels, taskPriorityLabels } from '../processes/index.ts';
import { PeopleSelect } from '../workflows/index.ts';
import { useCreateFreeTasks, useFreeTaskPeople } from './useFreeTasks.ts';

/**
 * Spec §3 free task on this record: a subject, whom it is asked of (one task each), whom it is
 * told to, its priority, due day, the record's files that go with it and a first comment.
 */
export function CreateFreeTaskButton({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const create = useCreateFreeTasks();
  const usePeople = (search: string) => useFreeTaskPeople(record.id, search);
  // One key per dialog opened: a doubled press or a retry creates the tasks once.
  const createKey = useRef(crypto.randomUUID());

  function show(): void {
    createKey.current = crypto.randomUUID();
    setOpen(true);
  }

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={show} data-testid="free-task-create">
        {t('freeTasks.create.action')}
      </Button>
      <ActionDialog
        open={open}
        title={t('freeTasks.create.title')}
        okText={t('freeTasks.create.confirm')}
        busy={create.isPending}
        schema={CreateFreeTaskInput}
        extra={{ form_id: record.form_id, record_id: record.id }}
        onSubmit={(input) =>
          create.mutateAsync({ input, key: createKey.current }).then((tasks) => {
            message.success(t('freeTasks.create.done', { count: tasks.length }));
          })
        }
        onClose={() => setOpen(false)}
        testId="free-task-dialog"
      >
        <LongTextField
          name="subject"
          label="freeTasks.fields.subject"
          rows={2}
          testId="free-task-subject"
        />
        <Form.Item name="assignees" label={t('freeTasks.fields.assignees')} required>
          <PeopleSelect multiple known={[]} source={usePeople} testId="free-task-assignees" />
        </Form.Item>
        <Form.Item name="notified" label={t('freeTasks.fields.notified')}>
          <PeopleSelect multiple known={[]} source={usePeople} testId="free-task-notified" />
        </Form.Item>
        <Form.Item
          name="priority"
          label={t('freeTasks.fields.priority')}
          initialValue={TaskPriority.normal}
        >
          <Select
            options={Object.values(TaskPriority).map((value) => ({
              value,
              label: t(taskPriorityLabels[value]),
            }))}
            data-testid="free-task-priority"
          />
        </Form.Item>
        <Form.Item name="due" label={t('freeTasks.fields.due')} required>
          <InstantPicker data-testid="free-task-due" />
        </Form.Item>
        <Form.Item
          name="linked_files"
          label={t('freeTasks.fields.linkedFiles')}
          initialValue="none"
        >
          <Select
            options={linkedFilesOptions.map((value) => ({
              value,
              label: t(linkedFilesLabels[value]),
            }))}
            data-testid="free-task-linked-files"
          />
        </Form.Item>
        <LongTextField
          name="comment"
          label="freeTasks.fields.comment"
          required={false}
          testId="free-task-comment"
        />
      </ActionDialog>
    </>
  );
}
