import {
  DeleteOutlined,
  EditOutlined,
  OrderedListOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import {
  type FormDto,
  FormStatus,
  type FormStatusValue,
  type MessageKey,
} from '@custodia/contracts';
import { App, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { ConfirmedAction } from '../platform/ConfirmedAction.tsx';
import { ListScreen } from '../platform/ListScreen.tsx';
import { ListFilterSelect } from '../platform/ListToolbar.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { RowActions, RowButton, type RowLink } from '../platform/RowActions.tsx';
import { useActiveSession } from '../platform/session.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { type Refusal, useRefusal } from '../platform/useRefusal.ts';
import { FormStatusTag } from './FormStatusTag.tsx';
import { formStatusLabels } from './formLabels.ts';
import { formStatusRefusals, useChangeFormStatus, useDeleteForm, useFormList } from './useForms.ts';

type Toggle = {
  status: FormStatusValue;
  label: MessageKey;
  done: MessageKey;
  icon: ReactNode;
  testId: string;
};

/** Edit, design its fields, switch on or off, delete: each as the form's abilities allow. */
function FormActions({ form, refusal }: { form: FormDto; refusal: Refusal }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = useChangeFormStatus(form.id, refusal.handledCodes);
  const remove = useDeleteForm(form.id, refusal.handledCodes);
  // An active form is switched off; a draft or an inactive one is switched on.
  const toggleTo: Toggle =
    form.status === FormStatus.active
      ? {
          status: FormStatus.inactive,
          label: 'forms.actions.inactivate',
          done: 'forms.inactivated',
          icon: <PauseCircleOutlined />,
          testId: 'form-inactivate',
        }
      : {
          status: FormStatus.active,
          label: 'forms.actions.activate',
          done: 'forms.activated',
          icon: <PlayCircleOutlined />,
          testId: 'form-activate',
        };

  /** A new attempt clears the last refusal; its outcome is told, or explained. */
  function outcome(done: MessageKey) {
    refusal.dismiss();
    return { onSuccess: () => message.success(t(done)), onError: refusal.explain };
  }

  const links: RowLink[] = [];
  if (form.abilities.edit) {
    links.push({
      to: generatePath(paths.formEdit, { id: form.id }),
      label: t('forms.actions.edit'),
      icon: <EditOutlined />,
      testId: 'form-edit',
    });
  }
  if (form.abilities.view) {
    links.push({
      to: generatePath(paths.formFields, { id: form.id }),
      label: t('forms.actions.fields'),
      icon: <OrderedListOutlined />,
      testId: 'form-fields',
    });
  }

  return (
    <RowActions links={links}>
      {form.abilities.changeStatus && (
        <RowButton
          label={t(toggleTo.label)}
          icon={toggleTo.icon}
          loading={toggle.isPending}
          testId={toggleTo.testId}
          onClick={() => toggle.mutate(toggleTo.status, outcome(toggleTo.done))}
        />
      )}
      {form.abilities.delete && (
        <ConfirmedAction
          label={t('forms.actions.delete')}
          question={t('forms.delete.confirm', { name: form.name })}
          icon={<DeleteOutlined />}
          danger
          loading={remove.isPending}
          testId="form-delete"
          onConfirm={() => remove.mutate(undefined, outcome('forms.deleted'))}
        />
      )}
    </RowActions>
  );
}

export default function FormListPage() {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  const list = useFormList();
  // One place for the refusals of every row: the user reads why before trying again.
  const refusal = useRefusal(formStatusRefusals);

  const columns: TableColumnsType<FormDto> = [
    { title: t('forms.fields.number'), dataIndex: 'number', key: 'number', width: 70 },
    { title: t('forms.fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('forms.fields.description'),
      dataIndex: 'description',
      key: 'description',
      ellipsis: true,
    },
    { title: t('forms.fields.fieldsCount'), dataIndex: 'fields_count', key: 'fields_count' },
    { title: t('forms.fields.recordsCount'), dataIndex: 'records_count', key: 'records_count' },
    {
      title: t('forms.fields.status'),
      key: 'status',
      render: (_, form) => <FormStatusTag status={form.status} />,
    },
    {
      title: t('forms.fields.updatedAt'),
      key: 'updated_at',
      render: (_, form) => dateTime(form.updated_at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, form) => <FormActions form={form} refusal={refusal} />,
    },
  ];

  return (
    <ListScreen
      create={{
        to: paths.formCreate,
        label: t('forms.create'),
        testId: 'forms-create',
        allowed: abilities['form.create'],
      }}
      intro={<RefusalAlert refusal={refusal} testId="form-refusal" />}
      search={{ placeholder: t('forms.list.search'), testId: 'forms-search' }}
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          // Deleted forms are not listed, so there is nothing to filter them by.
          options={labelOptions(formStatusLabels, t).filter(
            (option) => option.value !== FormStatus.deleted,
          )}
          placeholder={t('forms.list.allStatuses')}
          label={t('forms.fields.status')}
          minWidth={200}
          testId="forms-status-filter"
        />
      }
      list={list}
      columns={columns}
    />
  );
}
