import {
  errorCatalogue,
  type PqrsSettingsDto,
  PqrsSettingsInput,
  pqrsLimits,
} from '@custodia/contracts';
import { App, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../platform/EntityForm.tsx';
import { PeopleSelect } from '../workflows/index.ts';
import { useIntakeFormChoices, useReceiver, useSavePqrsSettings } from './usePqrsSettings.ts';

/** The refusals of the form and of the receiver, on their fields; 60009 speaks of both. */
const intakeRefusals = {
  [errorCatalogue.pqrsFormUnfit.code]: 'intake_form_id',
  [errorCatalogue.pqrsReceiverUnfit.code]: 'receiver_id',
} satisfies Record<number, keyof PqrsSettingsInput>;

/** Whether the window is open, where and in whose name it files, and what it asks the public. */
export function WindowSettingsForm({ settings }: { settings: PqrsSettingsDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSavePqrsSettings();
  const forms = useIntakeFormChoices();
  const receiver = useReceiver(settings.receiver_id);

  async function submit(input: PqrsSettingsInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('pqrsSettings.saved'));
  }

  return (
    <EntityForm
      schema={PqrsSettingsInput}
      name="pqrs-settings"
      initialValues={settings}
      conflictFields={intakeRefusals}
      saving={save.isPending}
      onSubmit={submit}
      submitTestId="pqrs-settings-save"
    >
      <Form.Item name="window_open" label={t('pqrsSettings.windowOpen')} valuePropName="checked">
        <Switch data-testid="pqrs-window-open" />
      </Form.Item>
      <Form.Item
        name="intake_form_id"
        label={t('pqrsSettings.intakeForm')}
        extra={t('pqrsSettings.intakeFormHelp')}
      >
        <Select
          options={forms.data}
          loading={forms.isPending}
          notFoundContent={t('pqrsSettings.noForms')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="pqrs-intake-form"
        />
      </Form.Item>
      <Form.Item
        name="receiver_id"
        label={t('pqrsSettings.receiver')}
        extra={t('pqrsSettings.receiverHelp')}
      >
        <PeopleSelect multiple={false} known={receiver.data ?? []} testId="pqrs-receiver" />
      </Form.Item>
      <Form.Item
        name="policy_text"
        label={t('pqrsSettings.policyText')}
        extra={t('pqrsSettings.policyTextHelp')}
      >
        <Input.TextArea
          rows={6}
          maxLength={pqrsLimits.policyText.max}
          data-testid="pqrs-policy-text"
        />
      </Form.Item>
      <Form.Item
        name="ask_characterisation"
        label={t('pqrsSettings.askCharacterisation')}
        extra={t('pqrsSettings.askCharacterisationHelp')}
        valuePropName="checked"
      >
        <Switch data-testid="pqrs-ask-characterisation" />
      </Form.Item>
    </EntityForm>
  );
}
