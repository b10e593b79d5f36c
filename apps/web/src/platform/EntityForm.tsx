import { Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from './LinkButton.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { type Schema, useSchemaForm } from './useSchemaForm.ts';

type Props<T> = {
  /** The contracts schema of what is sent; the server checks the same one. */
  schema: Schema<T>;
  /** The form's name, which antd puts before its fields' ids. */
  name: string;
  /** The values of the row being edited; none or blanks when creating one. */
  initialValues?: object;
  /**
   * Uniqueness refusals (name taken …) by error code, each marked on the field it is about, as the
   * only way to fix them is to change that field.
   */
  conflictFields: Record<number, Extract<keyof T, string>>;
  saving: boolean;
  onSubmit(input: T): Promise<unknown>;
  submitTestId: string;
  /**
   * Where Cancel goes back to: the list the form is opened from. Left out for a form that is only
   * part of its screen (the items of a list), which has nothing to cancel.
   */
  cancelTo?: string;
  /** The fields. */
  children: ReactNode;
};

/**
 * The frame of the forms that create or edit one row of a list (a user, a role, a work group):
 * what is typed is checked and trimmed by the contracts schema before it is sent, a server
 * refusal is shown on its field, and Save and Cancel close the form.
 */
export function EntityForm<T>({
  schema,
  name,
  initialValues,
  conflictFields,
  saving,
  onSubmit,
  submitTestId,
  cancelTo,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { formProps, validate, showServerErrors } = useSchemaForm(schema);

  function submit(values: unknown): void {
    const input = validate(values);
    if (input) onSubmit(input).catch((error) => showServerErrors(error, conflictFields));
  }

  return (
    <Form
      {...formProps}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      style={{ maxWidth: 720 }}
    >
      {children}
      <Space>
        <SubmitButton busy={saving} testId={submitTestId}>
          {t('common.save')}
        </SubmitButton>
        {cancelTo && <LinkButton to={cancelTo}>{t('common.cancel')}</LinkButton>}
      </Space>
    </Form>
  );
}
