import {
  errorCatalogue,
  type PqrsNoticesDto,
  PqrsNoticesInput,
  pqrsLimits,
} from '@custodia/contracts';
import { App, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { useRoleChoices, useSavePqrsNotices } from './usePqrsSettings.ts';

/**
 * Who hears of a PQRS running late (its task's holder, and the members of the supervisors' role),
 * how many business days before its legal due date, and whether an overdue one escalates.
 */
/** A role deleted meanwhile is refused on its field. */
const roleRefusal = {
  [errorCatalogue.pqrsSupervisorRoleNotFound.code]: 'supervisor_role_id',
} satisfies Record<number, keyof PqrsNoticesInput>;

export function PqrsNoticesForm({ notices }: { notices: PqrsNoticesDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSavePqrsNotices();
  const roles = useRoleChoices();

  async function submit(input: PqrsNoticesInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('pqrsSettings.noticesSaved'));
  }

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('pqrsSettings.notices')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('pqrsSettings.noticesHelp')}</Typography.Paragraph>
      <EntityForm
        schema={PqrsNoticesInput}
        name="pqrs-notices"
        initialValues={notices}
        conflictFields={roleRefusal}
        saving={save.isPending}
        onSubmit={submit}
        submitTestId="pqrs-notices-save"
      >
        <Form.Item
          name="supervisor_role_id"
          label={t('pqrsSettings.supervisorRole')}
          extra={t('pqrsSettings.supervisorRoleHelp')}
        >
          <Select
            allowClear
            options={roles.data}
            loading={roles.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="pqrs-supervisor-role"
          />
        </Form.Item>
        <Form.Item name="due_soon_days" label={t('pqrsSettings.dueSoonDays')} required>
          <InputNumber
            min={pqrsLimits.dueSoonDays.min}
            max={pqrsLimits.dueSoonDays.max}
            precision={0}
            data-testid="pqrs-due-soon-days"
          />
        </Form.Item>
        <Form.Item
          name="escalate_overdue"
          label={t('pqrsSettings.escalate')}
          valuePropName="checked"
        >
          <Switch data-testid="pqrs-escalate" />
        </Form.Item>
      </EntityForm>
    </>
  );
}
