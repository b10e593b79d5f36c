import {
  type SecondFactorPolicyDto,
  SecondFactorPolicyInput,
  secondFactorRequirements,
} from '@custodia/contracts';
import { App, Card, Form, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { SectionTitle } from './SectionTitle.tsx';
import { requirementLabels } from './secondFactorLabels.ts';
import { useFactorPolicy } from './useSecondFactor.ts';

const ROLE_NOT_FOUND = 81009;

function PolicyForm({ policy }: { policy: SecondFactorPolicyDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { form, formProps, validate, showServerErrors } = useSchemaForm(SecondFactorPolicyInput);
  const requiredFor = Form.useWatch('required_for', form) ?? policy.required_for;
  const { roles, save } = useFactorPolicy(requiredFor === 'roles');
  function submit(values: unknown): void {
    const input = validate(values);
    if (!input) return;
    save
      .mutateAsync(input)
      .then(() => message.success(t('company.saved')))
      .catch((error) => showServerErrors(error, { [ROLE_NOT_FOUND]: 'role_ids' }));
  }
  return (
    <Form
      {...formProps}
      name="second-factor-policy"
      layout="vertical"
      initialValues={policy}
      onFinish={submit}
    >
      <Form.Item name="required_for" label={t('secondFactor.policy.label')}>
        <Radio.Group
          options={secondFactorRequirements.map((value) => ({
            value,
            label: (
              <span data-testid={`second-factor-policy-${value}`}>
                {t(requirementLabels[value])}
              </span>
            ),
          }))}
        />
      </Form.Item>
      {requiredFor === 'roles' && (
        <Form.Item name="role_ids" label={t('secondFactor.policy.roleIds')}>
          <Select
            mode="multiple"
            loading={roles.isPending}
            options={roles.data?.items.map((role) => ({ value: role.id, label: role.name }))}
            optionFilterProp="label"
            style={{ maxWidth: 480 }}
            data-testid="second-factor-policy-roles"
          />
        </Form.Item>
      )}
      <SubmitButton busy={save.isPending} testId="second-factor-policy-save">
        {t('common.save')}
      </SubmitButton>
    </Form>
  );
}

/** The company's card of whom it requires a second factor of, at their next sign-in. */
export function FactorPolicyCard() {
  const { t } = useTranslation();
  const { policy } = useFactorPolicy(false);
  return (
    <Card title={<SectionTitle>{t('secondFactor.policy.title')}</SectionTitle>}>
      <Typography.Paragraph type="secondary">{t('secondFactor.policy.help')}</Typography.Paragraph>
      {policy.data && <PolicyForm policy={policy.data} />}
    </Card>
  );
}
