import {
  type ControlTypeValue,
  type DataTypeValue,
  FieldStatus,
  type FieldStatusValue,
  FormStatus,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { assignments, selectPage, Where } from '../platform/sql.ts';

export type FieldRow = {
  id: string;
  form_id: string;
  position: number;
  label: string;
  type_data: DataTypeValue;
  control_data: ControlTypeValue;
  required: boolean;
  hide: boolean;
  search_field: boolean;
  is_unique: boolean;
  len_min_chars: number | null;
  len_max_chars: number | null;
  /** The list a select draws its items from (the wire's item_link). */
  list_id: string | null;
  /** That list's parent list (the wire's item_link_parent), read with the field. */
  list_parent_id: string | null;
  allowed_negative: boolean;
  show_pass_dates: boolean;
  edit_manually: boolean;
  /** The form a lookup points at (the wire's form_lookup_name). */
  lookup_form_id: string | null;
  form_lookup_fields: string[];
  sticker: boolean;
  status: FieldStatusValue;
  created_at: Date;
  updated_at: Date;
};

/** A field as read along with its form, without its timestamps. */
export type FieldOfForm = Omit<FieldRow, 'created_at' | 'updated_at'>;

/** The columns a definition sets; `unique` is stored as is_unique (a reserved word). */
export const definitionColumns = [
  'label',
  'type_data',
  'control_data',
  'required',
  'hide',
  'search_field',
  'is_unique',
  'len_min_chars',
  'len_max_chars',
  'list_id',
  'allowed_negative',
  'show_pass_dates',
  'edit_manually',
  'lookup_form_id',
  'form_lookup_fields',
  'sticker',
] as const;
export type FieldDefinitionRow = Pick<FieldRow, (typeof definitionColumns)[number]>;

/** A field with its list's parent list, which decides the field its items hang from. */
const fieldColumns = (field: string) => `${field}.*, l.parent_list_id AS list_parent_id`;
const fieldsWithLists = (field: string) =>
  `form_fields ${field} LEFT JOIN lists l ON l.tenant_id = ${field}.tenant_id AND l.id = ${field}.list_id`;

/**
 * The fields of the form a query calls `form`, in order, as a JSON array: filing reads them in
 * the form's own statement. Their timestamps, which filing never reads, are left out.
 */
export function fieldsOfFormAsJson(form: string): string {
  return `COALESCE((SELECT json_agg(to_jsonb(x) - 'created_at' - 'updated_at' ORDER BY x.position, x.id)
                      FROM (SELECT ${fieldColumns('ff')} FROM ${fieldsWithLists('ff')}
                             WHERE ff.tenant_id = ${form}.tenant_id AND ff.form_id = ${form}.id) x),
                   '[]')`;
}

export async function findField(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<FieldRow | undefined> {
  const [row] = await tx.query<FieldRow>(
    `SELECT ${fieldColumns('f')} FROM ${fieldsWithLists('f')} WHERE f.tenant_id = $1 AND f.id = $2`,
    [tenantId, id],
  );
  return row;
}

export function fieldsOfForm(tx: Sql, tenantId: string, formId: string): Promise<FieldRow[]> {
  return tx.query<FieldRow>(
    `SELECT ${fieldColumns('f')} FROM ${fieldsWithLists('f')}
      WHERE f.tenant_id = $1 AND f.form_id = $2 ORDER BY f.position, f.id`,
    [tenantId, formId],
  );
}

/** A new field goes after the form's last one. */
export async function insertField(
  tx: Sql,
  tenantId: string,
  formId: string,
  definition: FieldDefinitionRow,
): Promise<string> {
  const placeholders = definitionColumns.map((_, index) => `$${index + 3}`);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO form_fields (tenant_id, form_id, position, ${definitionColumns.join(', ')})
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM form_fields
                       WHERE tenant_id = $1 AND form_id = $2), ${placeholders.join(', ')})
     RETURNING id`,
    [tenantId, formId, ...definitionColumns.map((column) => definition[column])],
  );
  return (row as { id: string }).id;
}

export async function updateField(
  tx: Sql,
  tenantId: string,
  id: string,
  definition: FieldDefinitionRow,
): Promise<void> {
  const { sql, values } = assignments(definition, definitionColumns, 3);
  await tx.query(`UPDATE form_fields SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    id,
    ...values,
  ]);
}

export async function deleteField(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM form_fields WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

/** Writes the positions 1…n in the given order of field ids. */
export async function renumberFields(
  tx: Sql,
  tenantId: string,
  orderedIds: string[],
): Promise<void> {
  await tx.query(
    `UPDATE form_fields f SET position = ordered.position, updated_at = now()
       FROM unnest($2::uuid[]) WITH ORDINALITY AS ordered (id, position)
      WHERE f.tenant_id = $1 AND f.id = ordered.id`,
    [tenantId, orderedIds],
  );
}

/** A required, active text box: what a lookup may show of the form it looks up. */
const lookupShowable = `f.control_data = 'textbox' AND f.required AND f.status = ${FieldStatus.active}`;

/**
 * Forms a lookup of `formId` may point at: not itself, not deleted, with two showable fields one
 * of them unique, and not already looking `formId` up (which would close a circle).
 */
export function lookupTargets(
  tx: Sql,
  tenantId: string,
  formId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: { id: string; name: string }[]; count: number }> {
  const where = new Where('g.tenant_id = $1', tenantId, formId)
    .and('g.id <> $2')
    .and(`g.status <> ${FormStatus.deleted}`)
    .and(
      `(SELECT count(*) FROM form_fields f
         WHERE f.tenant_id = g.tenant_id AND f.form_id = g.id AND ${lookupShowable}) >= 2`,
    )
    .and(
      `EXISTS (SELECT 1 FROM form_fields f WHERE f.tenant_id = g.tenant_id AND f.form_id = g.id
                AND ${lookupShowable} AND f.is_unique)`,
    )
    .and(
      `NOT EXISTS (SELECT 1 FROM form_fields f
                    WHERE f.tenant_id = g.tenant_id AND f.form_id = g.id AND f.lookup_form_id = $2)`,
    );
  return selectPage(
    tx,
    { select: 'g.id, g.name', from: 'forms g', where, orderBy: 'lower(g.name), g.id' },
    window,
  );
}

export function lookupShowableFields(
  tx: Sql,
  tenantId: string,
  formId: string,
): Promise<{ id: string; label: string; is_unique: boolean }[]> {
  return tx.query(
    `SELECT f.id, f.label, f.is_unique FROM form_fields f
      WHERE f.tenant_id = $1 AND f.form_id = $2 AND ${lookupShowable} ORDER BY f.position`,
    [tenantId, formId],
  );
}
