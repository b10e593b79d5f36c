import { type FormGrantDto, FormGrantInput, type RoleDto } from '@custodia/contracts';
import { App, Checkbox, Flex, Form, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { TableRegion } from '../platform/ScrollRegion.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { type Refusal, useRefusal } from '../platform/useRefusal.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { type FormGrantRight, formGrantRightLabels } from './roleLabels.ts';
import { formGrantRefusals, useRoleFormGrants, useSaveFormGrant } from './useRoles.ts';

type Choice = { value: string; label: string };

/** The grant as the API takes it back: the form and every right, changed or not. */
function grantInput(grant: FormGrantDto, right: FormGrantRight, on: boolean): FormGrantInput {
  const { form_uuid, form_name: _name, ...rights } = grant;
  return { ...rights, form_id: form_uuid, [right]: on };
}

/** Grants one more form, with no rights yet: they are ticked in the table afterwards. */
function AddFormGrant({
  role,
  choices,
  refusal,
}: {
  role: RoleDto;
  choices: Choice[];
  refusal: Refusal;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, formProps, validate } = useSchemaForm(FormGrantInput);
  const add = useSaveFormGrant(role.id, 'add', refusal.handledCodes);

  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    refusal.dismiss();
    add.mutate(input, {
      onSuccess: () => {
        form.resetFields();
        message.success(t('roles.config.saved'));
      },
      onError: refusal.explain,
    });
  }

  return (
    <Form {...formProps} name="addFormGrant" onFinish={submit}>
      <Flex gap={12} align="start">
        <Form.Item name="form_id" style={{ flex: 1 }}>
          <Select
            options={choices}
            placeholder={t('roles.formGrants.pick')}
            aria-label={t('roles.formGrants.form')}
            notFoundContent={t('roles.config.noForms')}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="role-form-grant-add-select"
          />
        </Form.Item>
        <SubmitButton busy={add.isPending} testId="role-form-grant-add">
          {t('roles.formGrants.add')}
        </SubmitButton>
      </Flex>
    </Form>
  );
}

/**
 * The forms the role grants and, per form, what its members may do with the records. Each tick
 * is saved at once; the table shows the grant as the server stored it.
 */
export function RoleFormGrants({ role, forms }: { role: RoleDto; forms: Choice[] }) {
  const { t } = useTranslation();
  const refusal = useRefusal(formGrantRefusals);
  const grants = useRoleFormGrants(role.id);
  const change = useSaveFormGrant(role.id, 'change', refusal.handledCodes);
  const granted = new Set(grants.data?.map((grant) => grant.form_uuid));

  function toggle(grant: FormGrantDto, right: FormGrantRight, on: boolean): void {
    refusal.dismiss();
    change.mutate(grantInput(grant, right, on), { onError: refusal.explain });
  }

  const rights = Object.keys(formGrantRightLabels) as FormGrantRight[];
  const columns: TableColumnsType<FormGrantDto> = [
    { title: t('roles.formGrants.form'), dataIndex: 'form_name', key: 'form_name' },
    ...rights.map((right) => ({
      title: t(formGrantRightLabels[right]),
      key: right,
      align: 'center' as const,
      render: (_: unknown, grant: FormGrantDto) => (
        <Checkbox
          checked={grant[right]}
          // One change at a time: each sends the whole grant, as last stored.
          disabled={change.isPending}
          aria-label={`${grant.form_name}: ${t(formGrantRightLabels[right])}`}
          onChange={(event) => toggle(grant, right, event.target.checked)}
          data-testid={`role-form-grant-${right}`}
        />
      ),
    })),
  ];

  return (
    <>
      <RefusalAlert refusal={refusal} testId="role-form-grants-refusal" />
      <AddFormGrant
        role={role}
        choices={forms.filter((choice) => !granted.has(choice.value))}
        refusal={refusal}
      />
      <TableRegion label={t('roles.config.formGrants')}>
        <Table
          rowKey="form_uuid"
          columns={columns}
          dataSource={grants.data}
          loading={grants.isPending}
          pagination={false}
          locale={{ emptyText: t('roles.formGrants.none') }}
          scroll={{ x: 'max-content' }}
          data-testid="role-form-grants"
        />
      </TableRegion>
    </>
  );
}
