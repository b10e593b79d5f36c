import type { FileReadingDto, FileVersionDto, RecordFileDto } from '@custodia/contracts';
import { viewerFor } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { RecordSubject } from '../records/index.ts';
import type { FileSubject } from './files.policy.ts';
import type { FileRecordRow, FileRow, ReadingRow, VersionRow } from './files.repo.ts';

/** A file as its rules read it: its record, and where it sits in the TRD. */
export function fileSubjectOf(row: FileRow): FileSubject {
  return {
    ...recordSubjectOf(row.record),
    ancestor_ids: row.node_ancestor_ids,
    mime: row.current.mime,
  };
}

/** The record a file belongs to, as the rules read it. */
export function recordSubjectOf(record: FileRecordRow): RecordSubject {
  return {
    form: { id: record.form_id, status: record.form_status },
    status: record.status,
    created_by: record.created_by,
  };
}

export function toVersionDto(row: VersionRow): FileVersionDto {
  return {
    version: row.version,
    mime: row.mime,
    size: Number(row.size),
    sha256: row.sha256,
    user_name: row.user_name,
    full_name: row.full_name,
    at: new Date(row.uploaded_at).toISOString(),
  };
}

function toReadingDto(row: ReadingRow): FileReadingDto {
  return {
    state: row.state,
    confidence: row.confidence,
    pages: row.pages,
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    problem: row.problem,
  };
}

export function toFileDto(row: FileRow, actor: Actor): RecordFileDto {
  return {
    id: row.id,
    record_id: row.record_id,
    form_id: row.record.form_id,
    record_number: row.record.number,
    name: row.name,
    subject: row.subject,
    documentary_type_id: row.documentary_type_id,
    documentary_type_name: row.documentary_type_name,
    current: toVersionDto(row.current),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at?.toISOString() ?? null,
    // A read scan is shown as the searchable PDF made of it.
    viewer: row.reading?.state === 'read' ? 'pdf' : viewerFor(row.current.mime),
    reading: row.reading && toReadingDto(row.reading),
    abilities: abilities(actor, 'recordFile', fileSubjectOf(row)),
  };
}
