import type { FormStatusValue, RecordStatusValue, UploadLimitsDto } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/** The record files belong to, as the rules read it and the answers name it. */
export type FileRecordRow = {
  id: string;
  form_id: string;
  form_status: FormStatusValue;
  form_name: string;
  number: string;
  status: RecordStatusValue;
  created_by: string;
};

/**
 * The record files are uploaded to, with its form's publication path in the TRD and the
 * expedient it sits in (decision 55).
 */
export type UploadRecordRow = FileRecordRow & {
  trd_path_id: string | null;
  expedient_id: string | null;
};

export async function findRecordOfFiles(
  tx: Sql,
  tenantId: string,
  recordId: string,
  lock = false,
): Promise<UploadRecordRow | undefined> {
  const [row] = await tx.query<UploadRecordRow>(
    `SELECT r.id, r.form_id, f.status AS form_status, f.name AS form_name, r.number, r.status,
            r.created_by, f.trd_path_id,
            (SELECT er.expedient_id FROM expedient_records er
              WHERE er.tenant_id = r.tenant_id AND er.record_id = r.id) AS expedient_id
       FROM records r JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
      WHERE r.tenant_id = $1 AND r.id = $2 ${lock ? 'FOR NO KEY UPDATE OF r' : ''}`,
    [tenantId, recordId],
  );
  return row;
}

/** One stored version, with who uploaded it. */
export type VersionRow = {
  version: number;
  storage_key: string;
  mime: string;
  size: string;
  sha256: string;
  uploaded_at: Date;
  user_name: string;
  full_name: string;
};

/** A file with its current version and its record. */
export type FileRow = {
  id: string;
  record_id: string;
  name: string;
  subject: string;
  documentary_type_id: string | null;
  documentary_type_name: string | null;
  trd_node_id: string | null;
  /** The node the file sits in and every level above it; empty outside the tree. */
  node_ancestor_ids: string[];
  version: number;
  created_at: Date;
  updated_at: Date | null;
  trashed_at: Date | null;
  trashed_by: string | null;
  trash_reason: string | null;
  current: VersionRow;
  record: FileRecordRow;
  /** The reading of its current version when it is a scan (migration 071_1). */
  reading: ReadingRow | null;
};

export type ReadingRow = {
  state: 'queued' | 'waiting' | 'read' | 'failed';
  confidence: number | null;
  pages: number | null;
  read_at: string | null;
  problem: string | null;
};

const versionJson = (alias: string, uploader: string) => `json_build_object(
  'version', ${alias}.version, 'storage_key', ${alias}.storage_key, 'mime', ${alias}.mime,
  'size', ${alias}.size::text, 'sha256', ${alias}.sha256, 'uploaded_at', ${alias}.uploaded_at,
  'user_name', ${uploader}.user_name,
  'full_name', concat_ws(' ', ${uploader}.first_name, ${uploader}.last_name))`;

const fileSelect = `
  SELECT rf.id, rf.record_id, rf.name, rf.subject, rf.documentary_type_id, rf.trd_node_id,
         (SELECT dt.name FROM documentary_types dt
           WHERE dt.tenant_id = rf.tenant_id AND dt.id = rf.documentary_type_id)
           AS documentary_type_name,
         ARRAY(SELECT x.ancestor_id::text FROM trd_node_ancestors x
                WHERE x.tenant_id = rf.tenant_id AND x.node_id = rf.trd_node_id) AS node_ancestor_ids,
         rf.version,
         rf.created_at, rf.updated_at, rf.trashed_at, rf.trashed_by, rf.trash_reason,
         ${versionJson('v', 'u')} AS current,
         json_build_object('id', r.id, 'form_id', r.form_id, 'form_status', f.status,
                           'form_name', f.name, 'number', r.number, 'status', r.status,
                           'created_by', r.created_by) AS record,
         (SELECT json_build_object('state', fr.state, 'confidence', fr.confidence,
                                   'pages', fr.pages, 'read_at', fr.read_at, 'problem', fr.problem)
            FROM file_readings fr
           WHERE (fr.tenant_id, fr.file_id, fr.version) = (rf.tenant_id, rf.id, rf.version))
           AS reading
    FROM record_files rf
    JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id
                        AND v.version = rf.version
    JOIN users u ON u.tenant_id = v.tenant_id AND u.id = v.uploaded_by
    JOIN records r ON r.tenant_id = rf.tenant_id AND r.id = rf.record_id
    JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id`;

/** json_build_object: parsed by pg, text from PGlite; dates come back as ISO text either way. */
function parsed(row: FileRow): FileRow {
  const json = <T>(value: T | string): T =>
    typeof value === 'string' ? (JSON.parse(value) as T) : value;
  const current = json(row.current);
  return {
    ...row,
    current: { ...current, uploaded_at: new Date(current.uploaded_at) },
    record: json(row.record),
    reading: row.reading === null ? null : json(row.reading),
  };
}

/** The files of a record that are not in the trash, oldest first. */
export async function filesOfRecord(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<FileRow[]> {
  const rows = await tx.query<FileRow>(
    `${fileSelect}
      WHERE rf.tenant_id = $1 AND rf.record_id = $2 AND rf.trashed_at IS NULL
      ORDER BY rf.seq`,
    [tenantId, recordId],
  );
  return rows.map(parsed);
}

/** The files attached at these tasks that are not in the trash, in the order they came. */
export async function filesOfTasks(
  tx: Sql,
  tenantId: string,
  taskIds: readonly string[],
): Promise<FileRow[]> {
  const rows = await tx.query<FileRow>(
    `${fileSelect}
      WHERE rf.tenant_id = $1 AND rf.trashed_at IS NULL
        AND (rf.task_id = ANY($2::uuid[])
             OR rf.id IN (SELECT l.file_id FROM task_file_links l
                           WHERE l.tenant_id = $1 AND l.task_id = ANY($2::uuid[])))
      ORDER BY rf.seq`,
    [tenantId, taskIds],
  );
  return rows.map(parsed);
}

/**
 * Links a record's files in force to a task in one statement: the last `last` added, or all;
 * those already linked stay as they are.
 */
export async function linkFilesToTask(
  tx: Sql,
  tenantId: string,
  recordId: string,
  taskId: string,
  { last }: { last: number | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO task_file_links (tenant_id, task_id, file_id)
     SELECT $1, $2, rf.id FROM record_files rf
      WHERE rf.tenant_id = $1 AND rf.record_id = $3 AND rf.trashed_at IS NULL
      ORDER BY rf.seq DESC LIMIT $4
     ON CONFLICT DO NOTHING`,
    [tenantId, taskId, recordId, last],
  );
}

/** The files placed on one TRD level that are not in the trash, in the order they arrived there. */
export async function filesInNode(tx: Sql, tenantId: string, nodeId: string): Promise<FileRow[]> {
  const rows = await tx.query<FileRow>(
    `${fileSelect}
      WHERE rf.tenant_id = $1 AND rf.trd_node_id = $2 AND rf.trashed_at IS NULL
      ORDER BY rf.located_at, rf.seq`,
    [tenantId, nodeId],
  );
  return rows.map(parsed);
}

/** A file of the company, in the trash or not as `trashed` says. */
export async function findFile(
  tx: Sql,
  tenantId: string,
  id: string,
  options: { trashed: boolean; lock?: boolean },
): Promise<FileRow | undefined> {
  const [row] = await tx.query<FileRow>(
    `${fileSelect}
      WHERE rf.tenant_id = $1 AND rf.id = $2
        AND (rf.trashed_at IS NOT NULL) = $3
      ${options.lock ? 'FOR UPDATE OF rf' : ''}`,
    [tenantId, id, options.trashed],
  );
  return row && parsed(row);
}

export type NewVersion = {
  storage_key: string;
  mime: string;
  size: number;
  sha256: string;
  uploaded_by: string;
};

/** Places a file in another TRD node from now on. */
/** Places a file in a node of the tree, or takes it out of the tree (null). */
export async function placeFile(
  tx: Sql,
  tenantId: string,
  fileId: string,
  nodeId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE record_files
        SET trd_node_id = $3, located_at = CASE WHEN $3::uuid IS NULL THEN NULL ELSE now() END
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, fileId, nodeId],
  );
}

/** A new file of a record with its first version, placed in a TRD node from now if one is named. */
export async function insertFile(
  tx: Sql,
  tenantId: string,
  file: {
    record_id: string;
    name: string;
    subject: string;
    documentary_type_id: string | null;
    created_by: string;
    trd_node_id: string | null;
    task_id: string | null;
  },
  first: NewVersion,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO record_files (tenant_id, record_id, name, subject, documentary_type_id,
                               created_by, trd_node_id, located_at, task_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7::uuid IS NULL THEN NULL ELSE now() END, $8)
     RETURNING id`,
    [
      tenantId,
      file.record_id,
      file.name,
      file.subject,
      file.documentary_type_id,
      file.created_by,
      file.trd_node_id,
      file.task_id,
    ],
  );
  const id = (row as { id: string }).id;
  await insertVersion(tx, tenantId, id, 1, first);
  return id;
}

async function insertVersion(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
  stored: NewVersion,
): Promise<void> {
  await tx.query(
    `INSERT INTO file_versions (tenant_id, file_id, version, storage_key, mime, size, sha256,
                                uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tenantId,
      fileId,
      version,
      stored.storage_key,
      stored.mime,
      stored.size,
      stored.sha256,
      stored.uploaded_by,
    ],
  );
}

/** The file's next version becomes its current one. */
export async function addVersion(
  tx: Sql,
  tenantId: string,
  fileId: string,
  stored: NewVersion,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE record_files SET version = version + 1, updated_at = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING version`,
    [tenantId, fileId],
  );
  const version = (row as { version: number }).version;
  await insertVersion(tx, tenantId, fileId, version, stored);
  return version;
}

/** Every version of a file, newest first. */
export async function versionsOf(tx: Sql, tenantId: string, fileId: string): Promise<VersionRow[]> {
  return tx.query<VersionRow>(
    `SELECT v.version, v.storage_key, v.mime, v.size::text AS size, v.sha256, v.uploaded_at,
            u.user_name, concat_ws(' ', u.first_name, u.last_name) AS full_name
       FROM file_versions v JOIN users u ON u.tenant_id = v.tenant_id AND u.id = v.uploaded_by
      WHERE v.tenant_id = $1 AND v.file_id = $2
      ORDER BY v.version DESC`,
    [tenantId, fileId],
  );
}

export async function updateFileData(
  tx: Sql,
  tenantId: string,
  fileId: string,
  data: { name: string; subject: string; documentary_type_id: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE record_files SET name = $3, subject = $4, documentary_type_id = $5, updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, fileId, data.name, data.subject, data.documentary_type_id],
  );
}

/** The company's upload limits (spec §5, §9). */
export async function uploadLimits(tx: Sql, tenantId: string): Promise<UploadLimitsDto> {
  const [row] = await tx.query<UploadLimitsDto>(
    `SELECT upload_max_files AS max_files, upload_max_bytes AS max_bytes,
            upload_min_bytes AS min_bytes, file_name_max AS name_max
       FROM tenants WHERE id = $1`,
    [tenantId],
  );
  return row as UploadLimitsDto;
}

/** Where a version's bytes are and what they are: what its text extraction reads. */
export async function versionToRead(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
): Promise<{ storage_key: string; mime: string } | undefined> {
  const [row] = await tx.query<{ storage_key: string; mime: string }>(
    `SELECT storage_key, mime FROM file_versions
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3`,
    [tenantId, fileId, version],
  );
  return row;
}

/**
 * Takes the locks of the records these files belong to, in the records' order: what serializes
 * the changes to one record's files (decision 46). Every change to a record's files (an upload, a
 * version, an edit of a file's data, a move, the trash, a purge, a text extracted) rewrites the
 * record's search rows (migration 022's trigger deletes and inserts them), as a record's edit
 * does: two at once would insert the same rows. Taken first, before any file row is read or
 * locked, as a record's edit takes its record's, so such changes run one after the other and
 * each reads its files as the one before left them.
 */
export async function lockRecordsOfFiles(
  tx: Sql,
  tenantId: string,
  fileIds: readonly string[],
): Promise<void> {
  await tx.query(
    `SELECT 1 FROM records r
      WHERE r.tenant_id = $1
        AND r.id IN (SELECT f.record_id FROM record_files f
                      WHERE f.tenant_id = $1 AND f.id = ANY($2::uuid[]))
      ORDER BY r.id
        FOR NO KEY UPDATE OF r`,
    [tenantId, fileIds],
  );
}

export async function saveVersionText(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
  text: string,
  pages: number | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE file_versions SET text_content = $4, text_extracted_at = now(),
            pages = coalesce($5, pages)
      WHERE tenant_id = $1 AND file_id = $2 AND version = $3`,
    [tenantId, fileId, version, text, pages],
  );
}
