import { App, Card, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { type Schema, useSchemaForm } from '../platform/useSchemaForm.ts';

type Props<T> = {
  title: string;
  name: string;
  /** The contracts schema of what is sent, which the server checks again. */
  schema: Schema<T>;
  initialValues: object;
  /** The change that sends it. */
  mutation: { isPending: boolean; mutateAsync(input: T): Promise<unknown> };
  /** What the person reads once it is saved. */
  saved: (answer: unknown) => string;
  readOnly: boolean;
  testId: string;
  children: ReactNode;
  /** Shown below the form: what else may be done with this part. */
  footer?: ReactNode;
};

/** One part of a step's configuration: a card with its fields, checked by the schema, and Save. */
export function StepSettingsForm<T>({
  title,
  name,
  schema,
  initialValues,
  mutation,
  saved,
  readOnly,
  testId,
  children,
  footer,
}: Props<T>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { formProps, validate, showServerErrors } = useSchemaForm(schema);

  function submit(values: unknown): void {
    const input = validate(values);
    if (input === null) return;
    mutation.mutateAsync(input).then((answer) => message.success(saved(answer)), showServerErrors);
  }

  return (
    <Card type="inner" title={title}>
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
          <SubmitButton busy={mutation.isPending} testId={testId}>
            {t('common.save')}
          </SubmitButton>
        )}
      </Form>
      {footer}
    </Card>
  );
}
