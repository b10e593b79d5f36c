import {
  api,
  type BodyOf,
  type FieldDefinitionDto,
  type FormDto,
  type FormGrantInput,
} from '@custodia/contracts';
import { type CompanyServer, login, memberOfNewRole, USER_PASSWORD } from './test-server.ts';

let formCount = 0;

/** A field as the designer adds it to a form. */
export type FieldBody = Omit<BodyOf<typeof api.fields.create>, 'form_id'>;

/**
 * A form designed through the API as the company's admin: its fields are added in order, and it
 * is activated unless asked to stay a draft.
 */
export async function designForm(
  asAdmin: CompanyServer['asAdmin'],
  fields: FieldBody[],
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
  const created = await asAdmin(api.forms.create, {
    body: {
      name: `Formulario de prueba ${formCount}`,
      description: 'Diseñado por la prueba',
      sequence_length: 4,
      sticker_type: 1,
      ...options,
    },
  });
  if (created.statusCode !== 201) throw new Error(`form not created: ${created.body}`);
  let form: FormDto = created.json();
  const designed: FieldDefinitionDto[] = [];
  for (const field of fields) {
    const response = await asAdmin(api.fields.create, { body: { form_id: form.id, ...field } });
    if (response.statusCode !== 201) throw new Error(`field not created: ${response.body}`);
    designed.push(response.json());
  }
  if (!draft)
    form = (
      await asAdmin(api.forms.changeStatus, { params: { id: form.id }, body: { status: 2 } })
    ).json<FormDto>();
  return { form, fields: designed };
}

export const textbox = (label: string, extra: Partial<FieldBody> = {}): FieldBody => ({
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
  grant: Partial<FormGrantInput>,
  userType: 1 | 2 = 2,
): Promise<string> {
  const { role, user } = await memberOfNewRole(context, userType);
  if (grant.form_id) {
    await context.asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { ...grant, form_id: grant.form_id },
    });
  }
  return (await login(context.server, user.user_name, USER_PASSWORD)).access;
}

export const numeric = (label: string, extra: Partial<FieldBody> = {}): FieldBody => ({
  label,
  type_data: 'integer',
  control_data: 'numeric',
  ...extra,
});

export const datepicker = (label: string, extra: Partial<FieldBody> = {}): FieldBody => ({
  label,
  type_data: 'date',
  control_data: 'datepicker',
  ...extra,
});

/** A select drawing its items from the list `listId`. */
export const combobox = (
  label: string,
  listId: string,
  extra: Partial<FieldBody> = {},
): FieldBody => ({
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
  const list = (await asAdmin(api.lists.create, { body: { name } })).json();
  const items: Record<string, string> = {};
  for (const itemName of itemNames) {
    items[itemName] = (
      await asAdmin(api.lists.createItem, { params: { id: list.id }, body: { name: itemName } })
    ).json().id;
  }
  return { id: list.id, items };
}
