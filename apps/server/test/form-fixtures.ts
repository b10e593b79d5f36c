import type { FieldDefinitionDto, FormDto } from '@custodia/contracts';
import { type CompanyServer, login, memberOfNewRole, USER_PASSWORD } from './test-server.ts';

let formCount = 0;

/**
 * A form designed through the API as the company's admin: its fields are added in order, and it
 * is activated unless asked to stay a draft.
 */
export async function designForm(
  asAdmin: CompanyServer['asAdmin'],
  fields: Record<string, unknown>[],
  settings: {
    draft?: boolean;
    sequence_length?: number;
    yearly_restart?: boolean;
    trd_path_id?: string;
    activate_workflow?: boolean;
    unique_workflow?: boolean;
    mandatory_start?: boolean;
    attach_files_at_start?: 'all' | 'last' | 'none';
    free_notifications?: boolean;
  } = {},
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

/**
 * The session token of a new user alone in a role granting what `grant` says on its form (no
 * grant at all when it names no form).
 */
export async function tokenWithFormGrant(
  context: CompanyServer,
  grant: Record<string, unknown>,
  userType: 1 | 2 = 2,
): Promise<string> {
  const { role, user } = await memberOfNewRole(context, userType);
  if (grant.form_id) {
    await context.asAdmin('POST', `/roles/${role.id}/form-permissions/`, grant);
  }
  return (await login(context.server, user.user_name, USER_PASSWORD)).access;
}

export const numeric = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  type_data: 'integer',
  control_data: 'numeric',
  ...extra,
});

export const datepicker = (label: string, extra: Record<string, unknown> = {}) => ({
  label,
  type_data: 'date',
  control_data: 'datepicker',
  ...extra,
});

/** A select drawing its items from the list `listId`. */
export const combobox = (label: string, listId: string, extra: Record<string, unknown> = {}) => ({
  label,
  type_data: 'text',
  control_data: 'combobox',
  item_link: listId,
  ...extra,
});

/** A list designed through the API as the company's admin, with its items' ids by name. */
export async function listWithItems(
  asAdmin: CompanyServer['asAdmin'],
  name: string,
  itemNames: string[],
): Promise<{ id: string; items: Record<string, string> }> {
  const list = (await asAdmin('POST', '/form/lists/', { name })).json();
  const items: Record<string, string> = {};
  for (const itemName of itemNames) {
    items[itemName] = (
      await asAdmin('POST', `/form/lists/${list.id}/items/`, { name: itemName })
    ).json().id;
  }
  return { id: list.id, items };
}
