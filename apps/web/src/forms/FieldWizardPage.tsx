import type { FieldDefinitionDto, FieldDefinitionInput, FormDto } from '@custodia/contracts';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../app/routes.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { FieldWizard } from './FieldWizard.tsx';
import { FormLoader } from './FormLoader.tsx';
import { useField, useSaveField } from './useFormFields.ts';

function FieldWizardCard({ form, field }: { form: FormDto; field?: FieldDefinitionDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveField(form.id, field?.id);
  const fieldsScreen = generatePath(paths.formFields, { id: form.id });

  async function submit(input: FieldDefinitionInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t(field ? 'formFields.updated' : 'formFields.created'));
    navigate(fieldsScreen);
  }

  return (
    <Card
      title={t(field ? 'formFields.editTitle' : 'formFields.newTitle', { name: form.name })}
      extra={<BackLink to={fieldsScreen} label="formFields.back" testId="back-to-fields" />}
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

function EditedField({ form, fieldId }: { form: FormDto; fieldId: string }) {
  return (
    <Loaded
      query={useField(fieldId)}
      missing="errors.30025"
      back={
        <BackLink
          to={generatePath(paths.formFields, { id: form.id })}
          label="formFields.back"
          testId="back-to-fields"
        />
      }
    >
      {(field) => <FieldWizardCard form={form} field={field} />}
    </Loaded>
  );
}

/** `/formsdesigner/fields/:id/new` adds a field to the form, `…/edit/:fieldId` edits one. */
export default function FieldWizardPage() {
  const { fieldId } = useParams();
  return (
    <FormLoader>
      {(form) =>
        fieldId === undefined ? (
          <FieldWizardCard form={form} />
        ) : (
          <EditedField form={form} fieldId={fieldId} />
        )
      }
    </FormLoader>
  );
}
