import type { FieldDefinitionDto, FormDto } from '@custodia/contracts';
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToFields, FieldLoader } from './FieldLoader.tsx';
import { FieldSummary } from './FieldSummary.tsx';
import { FormStatusTag } from './FormStatusTag.tsx';

/** A field's definition to read, not change, with what the screen says above it. */
export function FieldConsultCard({
  form,
  field,
  notice,
}: {
  form: FormDto;
  field: FieldDefinitionDto;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <Space>
          {t('formFields.consultTitle', { label: field.label, name: form.name })}
          <FormStatusTag status={form.status} />
        </Space>
      }
      extra={<BackToFields formId={form.id} />}
    >
      {notice}
      <FieldSummary field={field} />
    </Card>
  );
}

/**
 * `/configuration/consult/:id/:formId/:status/:hashRecord`: a field of a form that is no longer a
 * draft, whose definition can be read but not changed (spec §4).
 */
export default function FieldConsultPage() {
  return (
    <FieldLoader>{(form, field) => <FieldConsultCard form={form} field={field} />}</FieldLoader>
  );
}
