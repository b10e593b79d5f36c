import type { FieldDefinitionDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { FieldDefinitionRow, FieldRow } from './fields.repo.ts';
import type { DesignedForm } from './forms.policy.ts';

/**
 * A field's own settings under the spec's names: what its answers and its audit entries both
 * tell. What it points at (list, looked-up form and fields) each tells its own way.
 */
export function fieldSettings(row: FieldDefinitionRow) {
  return {
    label: row.label,
    type_data: row.type_data,
    control_data: row.control_data,
    required: row.required,
    hide: row.hide,
    search_field: row.search_field,
    unique: row.is_unique,
    len_min_chars: row.len_min_chars,
    len_max_chars: row.len_max_chars,
    allowed_negative: row.allowed_negative,
    show_pass_dates: row.show_pass_dates,
    edit_manually: row.edit_manually,
    sticker: row.sticker,
  };
}

/**
 * A field on the wire: the columns keep the spec's names (item_link holds the list, and
 * form_lookup_name the looked-up form), and what the actor may do with it follows its form.
 */
export function toFieldDto(row: FieldRow, actor: Actor, form: DesignedForm): FieldDefinitionDto {
  return {
    id: row.id,
    form_id: row.form_id,
    order: row.position,
    ...fieldSettings(row),
    item_link: row.list_id,
    item_link_parent: row.list_parent_id,
    form_lookup_name: row.lookup_form_id,
    form_lookup_fields: row.form_lookup_fields.length > 0 ? row.form_lookup_fields : null,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: abilities(actor, 'field', form),
  };
}
