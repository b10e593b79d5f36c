import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { type TaskViewDto, TaskViewInput, type TaskViewKind } from '@custodia/contracts';
import { App, Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ActionDialog } from '../platform/ActionDialog.tsx';
import { paths } from '../platform/paths.ts';
import { useDeleteTaskView, useSaveTaskView, useTaskViews } from './useTaskBox.ts';

/** Where a view opens the box: its kind's address with the query it keeps. */
export function viewPath(view: Pick<TaskViewDto, 'id' | 'kind' | 'query'>): string {
  const base =
    view.kind === 'all' ? paths.taskBox : generatePath(paths.taskBoxView, { param: view.kind });
  const query = new URLSearchParams(view.query);
  query.set('view', view.id);
  return `${base}?${query}`;
}

function SaveViewButton({ kind, query }: { kind: TaskViewKind; query: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const roles = useTaskViews().data?.roles ?? [];
  const save = useSaveTaskView();
  return (
    <>
      <Button icon={<SaveOutlined />} onClick={() => setOpen(true)} data-testid="task-view-save">
        {t('tasks.view.save')}
      </Button>
      <ActionDialog<TaskViewInput>
        open={open}
        title={t('tasks.view.saveTitle')}
        okText={t('tasks.view.save')}
        busy={save.isPending}
        schema={TaskViewInput}
        extra={{ kind, query }}
        onSubmit={(input) =>
          save.mutateAsync(input).then((view) => {
            message.success(t('tasks.view.saved', { name: view.name }));
            navigate(viewPath(view));
          })
        }
        onClose={() => setOpen(false)}
        testId="task-view-dialog"
      >
        <Form.Item name="name" label={t('tasks.view.name')} required>
          <Input data-testid="task-view-name" />
        </Form.Item>
        <Form.Item name="shared_role_id" label={t('tasks.view.shareWith')}>
          <Select
            allowClear
            placeholder={t('tasks.view.private')}
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
            data-testid="task-view-role"
          />
        </Form.Item>
      </ActionDialog>
    </>
  );
}

/**
 * The person's saved views and those shared with their roles: choosing one opens the box as it
 * was saved; the box as it is now can be saved under a name; its owner removes the one in use.
 */
export function TaskViews(props: { kind: TaskViewKind; query: string; current?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const views = useTaskViews().data?.views ?? [];
  const remove = useDeleteTaskView();
  const current = views.find((view) => view.id === props.current);
  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label={t('tasks.view.choose')}
        placeholder={t('tasks.view.choose')}
        value={current?.id}
        options={views.map((view) => ({
          value: view.id,
          label: view.shared_role ? `${view.name} · ${view.shared_role.name}` : view.name,
        }))}
        onChange={(id: string) => {
          const view = views.find((one) => one.id === id);
          if (view) navigate(viewPath(view));
        }}
        style={{ minWidth: 220 }}
        data-testid="task-view-choose"
      />
      <SaveViewButton kind={props.kind} query={props.query} />
      {current?.abilities.delete && (
        <Button
          icon={<DeleteOutlined />}
          loading={remove.isPending}
          onClick={() =>
            remove.mutateAsync(current.id).then((done) => {
              message.success(done.detail);
              navigate(paths.taskBox);
            })
          }
          data-testid="task-view-delete"
        >
          {t('tasks.view.delete')}
        </Button>
      )}
    </Flex>
  );
}
