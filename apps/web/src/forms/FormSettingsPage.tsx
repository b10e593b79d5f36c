import type { FormDto, FormInput } from '@custodia/contracts';
import { App, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { LinkButton } from '../platform/LinkButton.tsx';
import { paths } from '../platform/paths.ts';
import { BackToFormList } from './BackToFormList.tsx';
import { FormLoader } from './FormLoader.tsx';
import { FormSettingsForm } from './FormSettingsForm.tsx';
import { FormStatusTag } from './FormStatusTag.tsx';
import { useSaveForm } from './useForms.ts';

function CreateForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveForm();

  async function create(input: FormInput): Promise<void> {
    const created = await save.mutateAsync(input);
    // It starts as a draft, and activating it needs a field: say so, and go on to its fields.
    message.success(t('forms.created'));
    navigate(generatePath(paths.formFields, { id: created.id }));
  }

  return (
    <Card extra={<BackToFormList />}>
      <FormSettingsForm saving={save.isPending} onSubmit={create} />
    </Card>
  );
}

function EditForm({ form }: { form: FormDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveForm(form.id);

  async function update(input: FormInput): Promise<void> {
    await save.mutateAsync(input);
    message.success(t('forms.updated'));
    navigate(paths.formList);
  }

  return (
    <Card extra={<BackToFormList />}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'status',
            label: t('forms.fields.status'),
            children: <FormStatusTag status={form.status} />,
          },
          {
            key: 'fields',
            label: t('forms.fields.fieldsCount'),
            children: (
              <>
                {form.fields_count}{' '}
                <LinkButton
                  to={generatePath(paths.formFields, { id: form.id })}
                  size="small"
                  data-testid="form-edit-fields"
                >
                  {t('forms.actions.fields')}
                </LinkButton>
              </>
            ),
          },
        ]}
        style={{ marginBottom: 16 }}
      />
      <FormSettingsForm form={form} saving={save.isPending} onSubmit={update} />
    </Card>
  );
}

/** `/formsdesigner/create` creates a form, `/formsdesigner/edit/:id` edits that one (spec §2). */
export default function FormSettingsPage() {
  const { id } = useParams();
  if (id === undefined) return <CreateForm />;
  return <FormLoader>{(form) => <EditForm form={form} />}</FormLoader>;
}
