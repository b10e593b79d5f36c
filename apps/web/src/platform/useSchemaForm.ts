import { Form } from 'antd';
import {
  clearedFieldErrors,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  type SchemaIssue,
} from './formErrors.ts';
import { ApiError } from './http.ts';
import { translateMessage } from './i18n.ts';

/** What the forms need of a contracts schema (a zod schema satisfies it). */
export type Schema<T> = {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/**
 * An antd form checked by the same contracts schema the server uses, so whatever the browser
 * accepts the API accepts, with the same (translated) messages.
 */
export function useSchemaForm<T>(schema: Schema<T>) {
  const [form] = Form.useForm();

  /** The parsed value (trimmed, lower-cased … as the schema says), or null after marking the fields. */
  function validate(values: unknown): T | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    form.setFields(fieldErrorsFromIssues(parsed.error.issues, translateMessage));
    return null;
  }

  /**
   * Marks the fields a refusal is about (see fieldErrorsFromServer); the transport has already
   * shown the message itself.
   */
  function showServerErrors(error: unknown, fieldsByCode?: Record<number, string>): void {
    if (error instanceof ApiError) form.setFields(fieldErrorsFromServer(error, fieldsByCode));
  }

  const formProps = {
    form,
    onValuesChange: (changed: Record<string, unknown>) =>
      form.setFields(clearedFieldErrors(changed, form.getFieldsError())),
  };

  return { form, formProps, validate, showServerErrors };
}
