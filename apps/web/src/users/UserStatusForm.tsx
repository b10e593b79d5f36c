import { type UserDto, UserStatusInput } from '@custodia/contracts';
import { App, Form, Grid, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOptions } from '../platform/labelOptions.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { userStatusLabels } from './userLabels.ts';
import { useChangeUserStatus } from './useUsers.ts';

export function UserStatusForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { formProps, validate, showServerErrors } = useSchemaForm(UserStatusInput);
  const change = useChangeUserStatus(user.id);
  // On a phone the label, the select and a refusal's words stack, rather than run off the screen.
  const narrow = Grid.useBreakpoint().sm === false;

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    change.mutate(input, {
      onSuccess: () => message.success(t('users.status.updated')),
      onError: showServerErrors,
    });
  }

  return (
    <Form
      {...formProps}
      name="status"
      layout={narrow ? 'vertical' : 'inline'}
      initialValues={{ status: user.status }}
      onFinish={submit}
    >
      <Form.Item name="status" label={t('users.status.new')} required>
        <Select
          options={labelOptions(userStatusLabels, t)}
          style={{ minWidth: narrow ? undefined : 320 }}
          data-testid="user-status-select"
        />
      </Form.Item>
      <SubmitButton busy={change.isPending} testId="user-status-submit">
        {t('users.status.save')}
      </SubmitButton>
    </Form>
  );
}
