import { limits, type MessageKey } from '@custodia/contracts';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Schema, useSchemaForm } from './useSchemaForm.ts';

type Props<T> = {
  open: boolean;
  title: string;
  /** The confirm button's text: the dialog is the confirmation of what it says. */
  okText: string;
  /** For what cannot be undone (interrupting a process). */
  danger?: boolean;
  busy: boolean;
  /** Blocks the confirm button while something the dialog needs is missing. */
  blocked?: boolean;
  /** The contracts schema of what is sent; `extra` is added to what the fields hold. */
  schema: Schema<T>;
  extra?: object;
  /** Resolves once done, which closes the dialog; a refusal leaves it open, marked. */
  onSubmit(input: T): Promise<unknown>;
  onClose(): void;
  /** The dialog's test id; its confirm button gets `<testId>-confirm`. */
  testId: string;
  children: ReactNode;
};

/**
 * The dialogs of a process's actions (start, reassign, return, interrupt): what is typed is checked
 * by the schema the server checks, a refusal is marked on its field, and confirming sends it.
 */
export function ActionDialog<T>({
  open,
  title,
  okText,
  danger = false,
  busy,
  blocked = false,
  schema,
  extra,
  onSubmit,
  onClose,
  testId,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const { form, formProps, validate, showServerErrors } = useSchemaForm(schema);

  function submit(values: Record<string, unknown>): void {
    const input = validate({ ...values, ...extra });
    if (input)
      onSubmit(input)
        .then(onClose)
        .catch((error) => showServerErrors(error));
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{
        danger,
        loading: busy,
        disabled: blocked,
        'data-testid': `${testId}-confirm`,
      }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form {...formProps} layout="vertical" onFinish={submit} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}

/** Spec §5 texts of 4–1000 characters typed at a task: a subject, a comment, a reason. */
export function LongTextField({
  name,
  label,
  required = true,
  rows = 3,
  testId,
}: {
  name: string;
  label: MessageKey;
  required?: boolean;
  rows?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)} required={required}>
      <Input.TextArea rows={rows} maxLength={limits.comment.max} showCount data-testid={testId} />
    </Form.Item>
  );
}

/** Spec §5: why a task is reassigned, sent back or interrupted. */
export function ReasonField({ label, testId }: { label: MessageKey; testId: string }) {
  return <LongTextField name="reason" label={label} testId={testId} />;
}
