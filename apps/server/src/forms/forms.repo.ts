import {
  FieldStatus,
  FormStatus,
  type FormStatusValue,
  type TrdPathDto,
} from '@custodia/contracts';
import { nextNumber } from '../platform/counters.ts';
import type { Row, Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, selectPage, Where } from '../platform/sql.ts';
import { type FieldOfForm, fieldsOfFormAsJson } from './fields.repo.ts';

/** The settings a designer fills in the form screen. */
export const settingColumns = [
  'name',
  'description',
  'sequence_length',
  'sticker_type',
  'activate_workflow',
  'unique_workflow',
  'mandatory_start',
  'attach_files_at_start',
  'free_notifications',
  'yearly_restart',
] as const;

export type FormRow = {
  tenant_id: string;
  id: string;
  name: string;
  description: string;
  status: FormStatusValue;
  /** The company's number for the form, the first part of its record numbers. */
  number: number;
  sequence_length: number;
  sticker_type: 1 | 2;
  activate_workflow: boolean;
  unique_workflow: boolean;
  mandatory_start: boolean;
  attach_files_at_start: 'all' | 'last' | 'none';
  free_notifications: boolean;
  yearly_restart: boolean;
  trd_path_id: string | null;
  fields_count: string;
  has_records: boolean;
  created_at: Date;
  updated_at: Date;
};
export type ShownFormRow = FormRow & { records_count: string; trd_path: TrdPathDto | null };
export type FormWithFieldsRow = FormRow & { fields: FieldOfForm[] };
/**
 * A form as its records' lists read it: without the counts, which filing changes, so that it may
 * be kept between requests while its company's access stamp stays the same (decision 60).
 */
export type FormOfRecords = Omit<FormRow, 'fields_count' | 'has_records'> & {
  fields: FieldOfForm[];
};
export type FormSettings = Pick<FormRow, (typeof settingColumns)[number]>;

const conflicts: UniqueConflicts = {
  forms_name_unique: { error: 'formNameTaken', field: 'name' },
};

/** Whether the form holds records is asked at every filing, so it is a probe, not a count. */
/**
 * Whether a form holds records is its first record in number order, which only the index by form
 * and number gives: as an EXISTS, where one form held most of a company's records, the planner
 * walked the company's records by date for a form that holds none, reading them all (5 ms at
 * 50,000 records, on every read of such a form).
 */
const formColumns = `f.*, (SELECT count(*) FROM form_fields x
   WHERE x.tenant_id = f.tenant_id AND x.form_id = f.id AND x.status = ${FieldStatus.active})
   AS fields_count,
  (SELECT r.id FROM records r WHERE r.tenant_id = f.tenant_id AND r.form_id = f.id
    ORDER BY r.number COLLATE "C" LIMIT 1) IS NOT NULL AS has_records`;

/** The designer's screens also show how many records a form holds. */
const shownColumns = `${formColumns},
  (SELECT count(*) FROM records r WHERE r.tenant_id = f.tenant_id AND r.form_id = f.id) AS records_count,
  (SELECT json_build_object('id', n.id, 'level', n.level, 'code', n.code, 'name', n.name)
     FROM trd_nodes n WHERE n.tenant_id = f.tenant_id AND n.id = f.trd_path_id) AS trd_path`;

function selectForm<T extends Row>(tx: Sql, columns: string, tenantId: string, id: string) {
  return tx
    .query<T>(
      `SELECT ${columns} FROM forms f
        WHERE f.tenant_id = $1 AND f.id = $2 AND f.status <> ${FormStatus.deleted}`,
      [tenantId, id],
    )
    .then(([row]) => row);
}

export function findForm(tx: Sql, tenantId: string, id: string): Promise<FormRow | undefined> {
  return selectForm<FormRow>(tx, formColumns, tenantId, id);
}

/** Filing, the busiest path, reads the form and its fields in one round trip. */
export function findFormWithFields(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<FormWithFieldsRow | undefined> {
  return selectForm<FormWithFieldsRow>(
    tx,
    `${formColumns}, ${fieldsOfFormAsJson('f')} AS fields`,
    tenantId,
    id,
  );
}

/** The form with the access stamp of the same statement's snapshot, which its data is as of. */
export function findFormOfRecords(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<(FormOfRecords & { stamp: string }) | undefined> {
  return selectForm<FormOfRecords & { stamp: string }>(
    tx,
    `f.*, ${fieldsOfFormAsJson('f')} AS fields,
     (SELECT t.access_stamp::text FROM tenants t WHERE t.id = f.tenant_id) AS stamp`,
    tenantId,
    id,
  );
}

export function findShownForm(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<ShownFormRow | undefined> {
  return selectForm<ShownFormRow>(tx, shownColumns, tenantId, id);
}

export type FormFilter = {
  name?: string;
  status?: FormStatusValue;
  /** Ids a restricted designer keeps to; null for every form. */
  only?: readonly string[] | null;
  /** Only forms whose records may run workflows (the form's workflow option). */
  withWorkflows?: boolean;
  limit: number;
  offset: number;
};

function pageOfForms<T extends Row>(tx: Sql, tenantId: string, select: string, filter: FormFilter) {
  const where = new Where('f.tenant_id = $1', tenantId).and(`f.status <> ${FormStatus.deleted}`);
  if (filter.only) where.and('f.id = ANY(?::uuid[])', filter.only);
  if (filter.name) where.and('lower(f.name) LIKE ?', containsPattern(filter.name));
  if (filter.status !== undefined) where.and('f.status = ?', filter.status);
  if (filter.withWorkflows) where.and('f.activate_workflow');
  return selectPage<T>(
    tx,
    { select, from: 'forms f', where, orderBy: 'f.created_at DESC, f.id' },
    filter,
  );
}

/** The designer's list, with each form's field and record counts. */
export function listForms(tx: Sql, tenantId: string, filter: FormFilter) {
  return pageOfForms<ShownFormRow>(tx, tenantId, shownColumns, filter);
}

export type FormSummaryRow = Pick<FormRow, 'id' | 'name' | 'status'>;

/** Forms to pick from (grants, filing): no counts, which would read every form's records. */
export function listFormSummaries(tx: Sql, tenantId: string, filter: FormFilter) {
  return pageOfForms<FormSummaryRow>(tx, tenantId, 'f.id, f.name, f.status', filter);
}

/** A new form takes the company's next form number, the first part of its record numbers. */
export async function insertForm(
  tx: Sql,
  tenantId: string,
  settings: FormSettings,
): Promise<string> {
  const number = await nextNumber(tx, tenantId, 'forms');
  const placeholders = settingColumns.map((_, index) => `$${index + 3}`);
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO forms (tenant_id, number, ${settingColumns.join(', ')})
       VALUES ($1, $2, ${placeholders.join(', ')}) RETURNING id`,
      [tenantId, number, ...settingColumns.map((column) => settings[column])],
    );
    return (row as { id: string }).id;
  });
}

const updatable = [...settingColumns, 'status'] as const;

export async function updateForm(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: Partial<Pick<FormRow, (typeof updatable)[number]>>,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await withConflictAnswers(conflicts, () =>
    tx.query(`UPDATE forms SET ${sql} WHERE tenant_id = $1 AND id = $2`, [tenantId, id, ...values]),
  );
}

/** Of the given ids, those that are no live form of the company. */
export async function unknownFormIds(tx: Sql, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM forms WHERE tenant_id = $1 AND id = ANY($2::uuid[])
        AND status <> ${FormStatus.deleted}`,
    [tenantId, ids],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Roles that name this form, to design it (admin_forms) or with rights on it (per-form grants): a
 * form they name cannot be deleted (30082).
 */
export async function rolesNamingForm(tx: Sql, tenantId: string, id: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    `SELECT r.name FROM roles r
      WHERE r.tenant_id = $1
        AND ($2 = ANY(r.forms_uuid) OR EXISTS (SELECT 1 FROM role_form_grants g
              WHERE g.tenant_id = r.tenant_id AND g.role_id = r.id AND g.form_id = $2))
      ORDER BY r.name`,
    [tenantId, id],
  );
  return rows.map((row) => row.name);
}
