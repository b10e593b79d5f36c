import { errorCatalogue, limits, type WorkGroupDto, WorkGroupInput } from '@custodia/contracts';
import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../members/index.ts';
import { EntityForm } from '../platform/EntityForm.tsx';
import { paths } from '../platform/paths.ts';
import { newWorkGroupCandidates } from './useWorkGroups.ts';

const conflictFields = {
  [errorCatalogue.workGroupNameTaken.code]: 'name',
} satisfies Record<number, keyof WorkGroupInput>;

type Props = {
  /** The group being edited; none when creating one. */
  group?: WorkGroupDto;
  saving: boolean;
  onSubmit(input: WorkGroupInput): Promise<unknown>;
};

/** One form for creating and editing a work group; only a new group takes its first members here. */
export function WorkGroupForm({ group, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <EntityForm
      schema={WorkGroupInput}
      name="workGroup"
      initialValues={{
        name: group?.name,
        consecutive_assignment: group?.consecutive_assignment ?? false,
        members_uuid: [],
      }}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="work-group-form-submit"
      cancelTo={paths.workGroupList}
    >
      <Form.Item name="name" label={t('workGroups.fields.name')} required>
        <Input autoComplete="off" data-testid="work-group-form-name" />
      </Form.Item>
      <Form.Item
        name="consecutive_assignment"
        label={t('workGroups.fields.consecutiveAssignment')}
        extra={t('workGroups.form.consecutiveHelp')}
        valuePropName="checked"
      >
        <Switch data-testid="work-group-form-consecutive" />
      </Form.Item>
      {!group && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('workGroups.form.activationHelp', { min: limits.groupMembers.min })}
            style={{ marginBottom: 16 }}
          />
          <Form.Item name="members_uuid" label={t('workGroups.form.initialMembers')}>
            <MemberPicker source={newWorkGroupCandidates} testId="work-group-form-members" />
          </Form.Item>
        </>
      )}
    </EntityForm>
  );
}
