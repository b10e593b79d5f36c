import type { FieldDefinitionDto, FormDto } from '@custodia/contracts';
import type { CompanyServer } from './test-server.ts';

let formCount = 0;

/**
 * A form designed through the API as the company's admin: its fields are added in order, and it
 * is activated unless asked to stay a draft.
 */
export async function designForm(
  asAdmin: CompanyServer['asAdmin'],
  fields: Record<string, unknown>[],
  settings: { draft?: boolean; sequence_length?: number; yearly_restart?: boolean } = {},
): Promise<{ form: FormDto; fields: FieldDefinitionDto[] }> {
  formCount += 1;
  const { draft = false, ...options } = settings;
  const created = await asAdmin('POST', '/form/forms/', {
    name: `Formulario de prueba ${formCount}`,
    description: 'Diseñado por la prueba',
    sequence_length: 4,
    sticker_type: 1,
    ...options,
  });
  if (created.statusCode !== 201) throw new Error(`form not created: ${created.body}`);
  let form: FormDto = created.json();
  const designed: FieldDefinitionDto[] = [];
  for (const field of fields) {
    const response = await asAdmin('POST', '/form/fields/', { form_id: form.id, ...field });
    if (response.statusCode !== 201) throw new Error(`field not created: ${response.body}`);
    designed.push(response.json());
  }
  if (!draft)
    form = (await asAdmin('PATCH', `/form/forms/${form.id}/status/`, { status: 2 })).json();
  return { form, fields: designed };
}

export const textbox = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  type_data: 'text',
  control_data: 'textbox',
  ...extra,
});
