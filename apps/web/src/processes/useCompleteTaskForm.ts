import {
  recordValuesSchema,
  type TaskDetailDto,
  TaskStatus,
  TaskStatusInput,
} from '@custodia/contracts';
import { App, Form } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toRecordValues, typedValues } from '../forms/index.ts';
import { fieldErrorsFromServer } from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { useRefusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { completeRefusals, useChoosableNextSteps, useCompleteTask } from './useProcesses.ts';

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
 * The completion form's state: the data form checked as the server checks it, the next steps the
 * filled values lead to, and a send that asks first and marks what the server refuses.
 */
export function useCompleteTaskForm(task: TaskDetailDto, onDone: () => void) {
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

  const initialValues = { values: dataForm ? typedValues(fields, dataForm.values) : {} };
  return { formProps, initialValues, send, refusal, choosing, sending: complete.isPending };
}
