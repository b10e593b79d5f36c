import type { FieldDefinitionDto, FieldDefinitionInput, FormDto } from '@custodia/contracts';
import { Alert, App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../platform/paths.ts';
import { FieldConsultCard } from './FieldConsultPage.tsx';
import { BackToFields, FieldLoader } from './FieldLoader.tsx';
import { FieldWizard } from './FieldWizard.tsx';
import { FormLoader } from './FormLoader.tsx';
import { useSaveField } from './useFormFields.ts';

function FieldWizardCard({ form, field }: { form: FormDto; field?: FieldDefinitionDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveField(form.id, field?.id);
  const fieldsScreen = generatePath(paths.formFields, { id: form.id });
  const locked = field !== undefined && !field.abilities.edit;

  async function submit(input: FieldDefinitionInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t(field ? 'formFields.updated' : 'formFields.created'));
    navigate(fieldsScreen);
  }

  // Reached by its address, a field its form no longer lets change says so at once, rather than
  // walking the wizard to a refusal at Save.
  if (locked) {
    return (
      <FieldConsultCard
        form={form}
        field={field}
        notice={
          <Alert
            type="info"
            showIcon
            title={t('formFields.locked')}
            style={{ marginBottom: 16 }}
            data-testid="field-locked"
          />
        }
      />
    );
  }
  return (
    <Card
      title={t(field ? 'formFields.editTitle' : 'formFields.newTitle', { name: form.name })}
      extra={<BackToFields formId={form.id} />}
    >
      <FieldWizard
        formId={form.id}
        field={field}
        saving={save.isPending}
        onSubmit={submit}
        cancelTo={fieldsScreen}
      />
    </Card>
  );
}

/**
 * `/formsdesigner/fields/:id/new` adds a field to the form `:id`;
 * `/configuration/edit/:id/:formId/:hashRecord` edits the field `:id` of the form `:formId`.
 */
export default function FieldWizardPage() {
  const { formId } = useParams();
  if (formId === undefined) {
    return <FormLoader>{(form) => <FieldWizardCard form={form} />}</FormLoader>;
  }
  return (
    <FieldLoader>{(form, field) => <FieldWizardCard form={form} field={field} />}</FieldLoader>
  );
}
