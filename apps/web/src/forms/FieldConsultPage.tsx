import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackToFields, FieldLoader } from './FieldLoader.tsx';
import { FieldSummary } from './FieldSummary.tsx';
import { FormStatusTag } from './FormStatusTag.tsx';

/**
 * `/configuration/consult/:id/:formId/:status/:hashRecord`: a field of a form that is no longer a
 * draft, whose definition can be read but not changed (spec §4).
 */
export default function FieldConsultPage() {
  const { t } = useTranslation();
  return (
    <FieldLoader>
      {(form, field) => (
        <Card
          title={
            <Space>
              {t('formFields.consultTitle', { label: field.label, name: form.name })}
              <FormStatusTag status={form.status} />
            </Space>
          }
          extra={<BackToFields formId={form.id} />}
        >
          <FieldSummary field={field} />
        </Card>
      )}
    </FieldLoader>
  );
}
