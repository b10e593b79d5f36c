import {
  type FieldDefinitionDto,
  type FormDto,
  type FormStatusValue,
  slug,
} from '@custodia/contracts';
import type { ReactNode } from 'react';
import { generatePath, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { FormLoader } from './FormLoader.tsx';
import { useField } from './useFormFields.ts';

/** The way back from a field's screen to the fields of its form. */
export function BackToFields({ formId }: { formId: string }) {
  return (
    <BackLink
      to={generatePath(paths.formFields, { id: formId })}
      label="formFields.back"
      testId="back-to-fields"
    />
  );
}

/** The addresses of spec §2's `/configuration/…` screens about one field. */
export const fieldScreens = {
  edit: (field: FieldDefinitionDto) =>
    generatePath(paths.fieldEdit, {
      id: field.id,
      formId: field.form_id,
      hashRecord: slug(field.label, 'campo'),
    }),
  order: (field: FieldDefinitionDto) =>
    generatePath(paths.fieldOrder, {
      id: field.id,
      hash: slug(field.label, 'campo'),
      formId: field.form_id,
    }),
  consult: (field: FieldDefinitionDto, formStatus: FormStatusValue) =>
    generatePath(paths.fieldConsult, {
      id: field.id,
      formId: field.form_id,
      status: String(formStatus),
      hashRecord: slug(field.label, 'campo'),
    }),
};

type Props = { children: (form: FormDto, field: FieldDefinitionDto) => ReactNode };

/** Loads the form `:formId` and its field `:id` for the screens about one field. */
export function FieldLoader({ children }: Props) {
  const { id = '' } = useParams();
  return (
    <FormLoader param="formId">
      {(form) => <LoadedField form={form} fieldId={id} render={children} />}
    </FormLoader>
  );
}

function LoadedField({
  form,
  fieldId,
  render,
}: {
  form: FormDto;
  fieldId: string;
  render: Props['children'];
}) {
  return (
    <Loaded
      query={useField(fieldId)}
      missing="errors.30025"
      back={<BackToFields formId={form.id} />}
    >
      {(field) => render(form, field)}
    </Loaded>
  );
}
