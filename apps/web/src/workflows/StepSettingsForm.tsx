import { App, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { type Schema, useSchemaForm } from '../platform/useSchemaForm.ts';

type Props<T> = {
  name: string;
  /** The contracts schema of what is sent, which the server checks again. */
  schema: Schema<T>;
  initialValues: object;
  saving: boolean;
  save(input: T): Promise<unknown>;
  /** What the person reads once it is saved. */
  saved: (answer: unknown) => string;
  readOnly: boolean;
  testId: string;
  children: ReactNode;
};

/** One part of a step's configuration: its fields, checked by the schema, and its Save. */
export function StepSettingsForm<T>({
  name,
  schema,
  initialValues,
  saving,
  save,
  saved,
  readOnly,
  testId,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { formProps, validate, showServerErrors } = useSchemaForm(schema);

  function submit(values: unknown): void {
    const input = validate(values);
    if (input === null) return;
    save(input).then((answer) => message.success(saved(answer)), showServerErrors);
  }

  return (
    <Form
      {...formProps}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={readOnly}
    >
      {children}
      {!readOnly && (
        <SubmitButton busy={saving} testId={testId}>
          {t('common.save')}
        </SubmitButton>
      )}
    </Form>
  );
}
