import type { FieldDefinitionDto, FormDto } from '@custodia/contracts';
import { App, Card, Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { RefusalAlert } from '../platform/RefusalAlert.tsx';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useRefusal } from '../platform/useRefusal.ts';
import { BackToFields, FieldLoader } from './FieldLoader.tsx';
import { fieldRefusals, useFieldList, useMoveField } from './useFormFields.ts';

/** Moves one field to the position typed, the way a long form is reordered in one step. */
function FieldOrder({ form, field }: { form: FormDto; field: FieldDefinitionDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const count = useFieldList(form.id).data?.count ?? field.order;
  const move = useMoveField(field.id);
  const refusal = useRefusal(fieldRefusals);

  function submit({ order }: { order: number }): void {
    refusal.dismiss();
    move.mutate(order, {
      onSuccess: () => {
        message.success(t('formFields.order.saved'));
        navigate(generatePath(paths.formFields, { id: form.id }));
      },
      onError: refusal.explain,
    });
  }

  return (
    <Card
      title={t('formFields.order.title', { label: field.label, name: form.name })}
      extra={<BackToFields formId={form.id} />}
    >
      <RefusalAlert refusal={refusal} testId="field-order-refusal" />
      <Typography.Paragraph>
        {t('formFields.order.current', { order: field.order, count })}
      </Typography.Paragraph>
      <Form layout="inline" initialValues={{ order: field.order }} onFinish={submit}>
        <Form.Item name="order" label={t('formFields.order.position')} required>
          <InputNumber min={1} max={count} precision={0} data-testid="field-order-position" />
        </Form.Item>
        <SubmitButton busy={move.isPending} testId="field-order-submit">
          {t('formFields.order.submit')}
        </SubmitButton>
      </Form>
    </Card>
  );
}

/** `/configuration/order/:id/:hash/:formId`: the position of the field `:id` in its form. */
export default function FieldOrderPage() {
  return <FieldLoader>{(form, field) => <FieldOrder form={form} field={field} />}</FieldLoader>;
}
