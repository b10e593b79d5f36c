import {
  errorCatalogue,
  type FormDto,
  FormInput,
  limits,
  type MessageKey,
  StickerType,
} from '@custodia/contracts';
import { Divider, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { labelOptions } from '../platform/labelOptions.ts';
import { paths } from '../platform/paths.ts';
import { useActiveSession } from '../platform/session.ts';
import { TrdPathPicker } from '../trd/index.ts';
import { attachFilesLabels, stickerTypeLabels } from './formLabels.ts';

const conflictFields = {
  [errorCatalogue.formNameTaken.code]: 'name',
} satisfies Record<number, keyof FormInput>;

/** What a new form starts with: no workflow, a four-digit running number (1-20210512-0001). */
const newForm: FormInput = {
  name: '',
  description: '',
  sequence_length: 4,
  sticker_type: StickerType.text,
  activate_workflow: false,
  unique_workflow: false,
  mandatory_start: false,
  attach_files_at_start: 'none',
  free_notifications: false,
  yearly_restart: false,
};

/** The test ids of the settings follow their names: `form-form-sequence-length` … */
function testIdOf(name: keyof FormInput): string {
  return `form-form-${name.replaceAll('_', '-')}`;
}

function SettingSwitch({
  name,
  label,
  help,
  disabled,
}: {
  name: keyof FormInput;
  label: MessageKey;
  help: MessageKey;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(label)} extra={t(help)} valuePropName="checked">
      <Switch disabled={disabled} data-testid={testIdOf(name)} />
    </Form.Item>
  );
}

/** The options of the processes started from a record only apply once workflows are on. */
function WorkflowOptions() {
  const { t } = useTranslation();
  const off = Form.useWatch('activate_workflow', Form.useFormInstance()) !== true;
  return (
    <>
      <SettingSwitch
        name="activate_workflow"
        label="forms.fields.activateWorkflow"
        help="forms.help.activateWorkflow"
      />
      <SettingSwitch
        name="unique_workflow"
        label="forms.fields.uniqueWorkflow"
        help="forms.help.uniqueWorkflow"
        disabled={off}
      />
      <SettingSwitch
        name="mandatory_start"
        label="forms.fields.mandatoryStart"
        help="forms.help.mandatoryStart"
        disabled={off}
      />
      <Form.Item name="attach_files_at_start" label={t('forms.fields.attachFiles')}>
        <Select
          disabled={off}
          options={Object.entries(attachFilesLabels).map(([value, label]) => ({
            value,
            label: t(label),
          }))}
          style={{ maxWidth: 240 }}
          data-testid={testIdOf('attach_files_at_start')}
        />
      </Form.Item>
    </>
  );
}

type Props = {
  /** The form being edited; none when creating one. */
  form?: FormDto;
  saving: boolean;
  onSubmit(input: FormInput): Promise<unknown>;
};

/** One form for creating a form and editing its settings (spec §3); its fields come apart. */
export function FormSettingsForm({ form, saving, onSubmit }: Props) {
  const { t } = useTranslation();
  const { abilities } = useActiveSession();
  return (
    <EntityForm
      schema={FormInput}
      name="formSettings"
      initialValues={form ? { ...form, trd_path_id: form.trd_path?.id ?? null } : newForm}
      conflictFields={conflictFields}
      saving={saving}
      onSubmit={onSubmit}
      submitTestId="form-form-submit"
      cancelTo={paths.formList}
    >
      <Form.Item name="name" label={t('forms.fields.name')} required>
        <Input autoComplete="off" data-testid={testIdOf('name')} />
      </Form.Item>
      <Form.Item name="description" label={t('forms.fields.description')} required>
        <Input.TextArea rows={3} data-testid={testIdOf('description')} />
      </Form.Item>
      <Form.Item
        name="sequence_length"
        label={t('forms.fields.sequenceLength')}
        extra={t('forms.help.sequenceLength', limits.sequenceLength)}
        required
      >
        <InputNumber
          min={limits.sequenceLength.min}
          max={limits.sequenceLength.max}
          precision={0}
          data-testid={testIdOf('sequence_length')}
        />
      </Form.Item>
      <Form.Item name="sticker_type" label={t('forms.fields.stickerType')} required>
        <Radio.Group
          options={labelOptions(stickerTypeLabels, t)}
          data-testid={testIdOf('sticker_type')}
        />
      </Form.Item>
      <Divider titlePlacement="start">{t('forms.section.workflow')}</Divider>
      <WorkflowOptions />
      <Divider titlePlacement="start">{t('forms.section.other')}</Divider>
      <SettingSwitch
        name="free_notifications"
        label="forms.fields.freeNotifications"
        help="forms.help.freeNotifications"
      />
      <SettingSwitch
        name="yearly_restart"
        label="forms.fields.yearlyRestart"
        help="forms.help.yearlyRestart"
      />
      {abilities['trd.browse'] && (
        <Form.Item
          name="trd_path_id"
          label={t('forms.fields.trdPath')}
          extra={t('forms.help.trdPath')}
        >
          <TrdPathPicker initial={form?.trd_path ?? null} />
        </Form.Item>
      )}
    </EntityForm>
  );
}
