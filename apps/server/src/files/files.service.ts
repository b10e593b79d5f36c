import type { Readable } from 'node:stream';
import {
  type FileDataInput,
  FileDataInput as FileDataSchema,
  type FileDownloadQuery,
  type FileVersionsDto,
  fileNameProblem,
  fileNameSchema,
  limits,
  type MoveFileInput,
  type MoveToTrashInput,
  message,
  type RecordFileDto,
  type RecordFilesDto,
  refusedFileKey,
  refusedNamesKey,
  requiredText,
  TrdLevel,
  type UploadedFilesDto,
  type UploadLimitsDto,
  Uuid,
  uploadParts,
  viewerFor,
} from '@custodia/contracts';
import type { Multipart } from '@fastify/multipart';
import { ensureNodeAcceptsFiles } from '../expedients/expedients.service.ts';
import { type AuditEventChanges, auditRef, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { requestedRange } from '../platform/ranges.ts';
import type { Services } from '../platform/services.ts';
import { type ByteRange, StoredObjectMissing } from '../platform/storage.ts';
import { onRollback } from '../platform/tenancy.ts';
import { type StoredUpload, storeUpload, UploadRefused } from '../platform/uploads.ts';
import { abilities, authorize } from '../policies.ts';
import { inForce } from '../records/records.policy.ts';
import { findDocumentaryType } from '../trd/documentary-types.repo.ts';
import { findNode } from '../trd/trd.repo.ts';
import { nodeSubject } from '../trd/tree-permissions.repo.ts';
import { documentTypeOf } from './files.content.ts';
import { fileSubjectOf, recordSubjectOf, toFileDto, toVersionDto } from './files.present.ts';
import type { UploadRecordRow } from './files.repo.ts';
import * as repo from './files.repo.ts';
import { trash } from './trash.repo.ts';

/** Reads an upload's parts, cut at the company's limits (one part past them, to name it). */
export type PartsReader = (limits: UploadLimitsDto) => AsyncIterableIterator<Multipart>;

const FileSubject = requiredText(limits.fileSubject.min, limits.fileSubject.max);

/** The record `id` of the company, for its files; another company's is not found (30040). */
async function recordOfFiles(tx: Sql, actor: Actor, id: string, lock = false) {
  return found(await repo.findRecordOfFiles(tx, actor.tenantId, id, lock), 'recordNotFound');
}

/** A file of the company not in the trash; another company's is not found (40001). */
export async function existingFile(tx: Sql, actor: Actor, id: string, lock = false) {
  return found(
    await repo.findFile(tx, actor.tenantId, id, { trashed: false, lock }),
    'fileNotFound',
  );
}

/**
 * A file that may still change, locked: not in the trash, and not held by a closed expedient,
 * whose frozen index names its bytes, its name and its place (20062): it is not renamed, given a
 * new version, trashed or moved out.
 */
async function changeableFile(tx: Sql, actor: Actor, id: string) {
  const file = await existingFile(tx, actor, id, true);
  if (file.trd_node_id) await ensureNodeAcceptsFiles(tx, actor.tenantId, file.trd_node_id);
  return file;
}

const nodeLabel = (node: { code: string; name: string }) => `${node.code}-${node.name}`;

/** A TRD node of the company (20004) as the level rules read it. */
async function levelSubject(tx: Sql, actor: Actor, nodeId: string) {
  return found(await nodeSubject(tx, actor.tenantId, nodeId), 'trdNodeNotFound');
}

/**
 * Files uploaded from a record go to the expedient the record was placed in, which must be open
 * (20062), or else to its form's publication path (a series or subseries), if it has one, for
 * whoever may add files to the record.
 */
async function publicationPath(tx: Sql, actor: Actor, record: UploadRecordRow) {
  authorize(actor, 'recordFiles.upload', recordSubjectOf(record));
  const place = record.expedient_id ?? record.trd_path_id;
  return place ? ensureNodeAcceptsFiles(tx, actor.tenantId, place) : null;
}

/**
 * Files uploaded straight to a TRD level go there, for whoever may upload on that level in place
 * of the form's right; the record must still be in force, and the level accept files.
 */
async function uploadLevel(tx: Sql, actor: Actor, levelId: string, record: UploadRecordRow) {
  authorize(actor, 'trdLevel.upload', await levelSubject(tx, actor, levelId));
  const inForceVerdict = inForce(record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  return ensureNodeAcceptsFiles(tx, actor.tenantId, levelId);
}

/** Where a company's record files are stored. */
const filesFolder = (actor: Actor) => `${actor.tenantId}/files`;

/**
 * Stores one file's bytes under the company's limits, to be deleted again if the request's
 * transaction does not commit. Answers the refusal's message key instead when it is refused.
 */
async function storeFile(
  services: Services,
  actor: Actor,
  file: Readable,
  name: string,
  rules: UploadLimitsDto,
): Promise<StoredUpload | string> {
  try {
    const stored = await storeUpload(services.storage, file, {
      folder: filesFolder(actor),
      typeOf: documentTypeOf(name),
      maxBytes: rules.max_bytes,
      minBytes: rules.min_bytes,
    });
    onRollback(() => services.storage.delete(stored.key));
    return stored;
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.reason === 'type') return message('files.refused.type', { name });
    if (error.reason === 'tooLarge') {
      return message('files.refused.tooLarge', { name, max: rules.max_bytes });
    }
    return message('files.refused.tooSmall', { name, min: rules.min_bytes });
  }
}

type Accepted = {
  name: string;
  subject: string;
  documentary_type_id: string | null;
  stored: StoredUpload;
};
type Refused = { index: number; name: string; reason: string };

/** Why one part of an upload cannot be a file of the record, before its bytes are read. */
function partProblem(
  part: { name: string; subject: unknown; index: number },
  rules: UploadLimitsDto,
): string | null {
  const { name } = part;
  if (part.index >= rules.max_files) {
    return message('files.refused.count', { name, max: rules.max_files });
  }
  if (fileNameProblem(name, rules.name_max)) {
    return message('files.refused.name', { name, max: rules.name_max });
  }
  if (!FileSubject.safeParse(part.subject).success) {
    return message('files.refused.subject', { name, ...limits.fileSubject });
  }
  return null;
}

/** 500054: no file was taken, and each refused one is named with its reason (500036). */
function refusal(refused: Refused[]): AppError {
  const names = refused.map((file) => file.name).join(', ');
  return new AppError(
    'filesRefused',
    {
      [refusedNamesKey]: message(`errors.${refusedNamesKey}`, { names }),
      ...Object.fromEntries(refused.map((file) => [refusedFileKey(file.index), file.reason])),
    },
    { names },
  );
}

/**
 * Spec §7 POST /file/form/{id}/: attaches up to the company's number of files to a record in
 * force, each with its subject (issue 12 points 1 and 2). Every part is judged as it streams in
 * (name, subject, type by content, size) and its bytes go straight to storage; if any file is
 * refused none is kept, and the refusal names each one. What was stored for a request that does
 * not commit is deleted again.
 */
export async function uploadFiles(
  services: Services,
  actor: Actor,
  recordId: string,
  origin: 'detail' | 'filing',
  parts: PartsReader,
  levelId?: string,
): Promise<UploadedFilesDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const record = await recordOfFiles(tx, actor, recordId, true);
    const place = levelId
      ? await uploadLevel(tx, actor, levelId, record)
      : await publicationPath(tx, actor, record);
    const rules = await repo.uploadLimits(tx, actor.tenantId);
    const accepted: Accepted[] = [];
    const refused: Refused[] = [];
    let formUuid: unknown;
    let subject: unknown;
    let documentaryType: unknown;
    let index = 0;
    for await (const part of parts(rules)) {
      if (part.type === 'field') {
        if (part.fieldname === uploadParts.formUuid) formUuid = part.value;
        if (part.fieldname === uploadParts.subject) subject = part.value;
        if (part.fieldname === uploadParts.documentaryType) documentaryType = part.value;
        continue;
      }
      // The record is named by its form too: a file meant for another form's record is refused.
      if (formUuid !== record.form_id) {
        part.file.resume();
        throw formUuid === undefined
          ? new AppError('validation', { form_uuid: 'fieldRequired' })
          : new AppError('recordNotFound');
      }
      const name = part.filename;
      const problem = partProblem({ name, subject, index }, rules);
      const outcome = problem ?? (await storeFile(services, actor, part.file, name, rules));
      if (problem) part.file.resume();
      if (typeof outcome === 'string') refused.push({ index, name, reason: outcome });
      else {
        accepted.push({
          name,
          subject: FileSubject.parse(subject),
          documentary_type_id: typeof documentaryType === 'string' ? documentaryType || null : null,
          stored: outcome,
        });
      }
      subject = undefined;
      documentaryType = undefined;
      index += 1;
    }
    if (index === 0) throw new AppError('validation', { file: 'fieldRequired' });
    if (refused.length > 0) throw refusal(refused);
    for (const typeId of new Set(accepted.map((file) => file.documentary_type_id))) {
      await documentaryTypeName(tx, actor, typeId);
    }
    const ids: string[] = [];
    for (const file of accepted) {
      const id = await repo.insertFile(
        tx,
        actor.tenantId,
        {
          record_id: record.id,
          name: file.name,
          subject: file.subject,
          documentary_type_id: file.documentary_type_id,
          created_by: actor.userId,
          trd_node_id: place?.id ?? null,
        },
        { ...file.stored, storage_key: file.stored.key, uploaded_by: actor.userId },
      );
      // Its text is read afterwards: the answer does not wait for a 50-page PDF.
      await enqueue(tx, 'extractFileText', { tenantId: actor.tenantId, fileId: id, version: 1 });
      ids.push(id);
    }
    await recordAudit(tx, auditActorOf(actor), {
      module: 'files',
      action: 'upload',
      entityType: 'record',
      entityId: record.id,
      entityName: record.number,
      changes: {
        origin,
        attachments: accepted.map((file, at) =>
          auditRef('record_file', ids[at] as string, file.name),
        ),
        ...(place && { location: { from: null, to: nodeLabel(place) } }),
      },
    });
    const files = await repo.filesOfRecord(tx, actor.tenantId, record.id);
    return {
      items: files.filter((file) => ids.includes(file.id)).map((file) => toFileDto(file, actor)),
    };
  });
}

/** The company's upload limits: the same for everyone of the company. */
export function uploadLimits(services: Services, actor: Actor): Promise<UploadLimitsDto> {
  return services.inTenant(actor.tenantId, (tx) => repo.uploadLimits(tx, actor.tenantId));
}

/** Spec §7 GET /file/form/{id}/: the record's files in force, to whoever may read the record. */
export async function listFiles(
  services: Services,
  actor: Actor,
  recordId: string,
): Promise<RecordFilesDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const record = await recordOfFiles(tx, actor, recordId);
    const subject = recordSubjectOf(record);
    authorize(actor, 'filedRecord.view', subject);
    const files = await repo.filesOfRecord(tx, actor.tenantId, record.id);
    return {
      items: files.map((file) => toFileDto(file, actor)),
      abilities: abilities(actor, 'recordFiles', subject),
    };
  });
}

/** What a download sends: the stored bytes (or a range of them) and how to label them. */
export type FileContent = {
  stream: Readable;
  mime: string;
  name: string;
  size: number;
  range: ByteRange | undefined;
  inline: boolean;
};

/**
 * A version of a file (the current one unless asked), or a byte range of it, to whoever may view
 * the form's files. Viewing writes the audit row "query file"; the further ranges a reader asks
 * while reading do not write one each.
 */
export async function openFile(
  services: Services,
  actor: Actor,
  id: string,
  query: FileDownloadQuery,
  rangeHeader: string | undefined,
): Promise<FileContent> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await existingFile(tx, actor, id);
    authorize(actor, 'recordFile.view', fileSubjectOf(file));
    const versions = await repo.versionsOf(tx, actor.tenantId, file.id);
    const version = found(
      versions.find((candidate) => candidate.version === (query.version ?? file.version)),
      'fileNotFound',
    );
    const size = Number(version.size);
    const range = requestedRange(rangeHeader, size);
    if (range === 'unsatisfiable') throw new AppError('rangeNotSatisfiable');
    if (!range || range.start === 0) {
      await recordAudit(tx, auditActorOf(actor), {
        module: 'files',
        action: 'query',
        entityType: 'record',
        entityId: file.record.id,
        entityName: file.record.number,
        changes: {
          attachment: auditRef('record_file', file.id, file.name),
          version: version.version,
        },
      });
    }
    const stream = await services.storage.get(version.storage_key, range).catch((error) => {
      throw error instanceof StoredObjectMissing ? new AppError('fileNotFound') : error;
    });
    return {
      stream,
      mime: version.mime,
      name: file.name,
      size,
      range,
      // Only what the viewer draws is ever shown in the page: never HTML, SVG or anything else.
      inline: query.disposition === 'inline' && viewerFor(version.mime) !== null,
    };
  });
}

/**
 * Who may edit a file's data: through its record, whoever may correct it (decision 46); through
 * the TRD, whoever may upload on the level the file sits in (a file outside the tree is not there).
 */
async function authorizeFileEdit(tx: Sql, actor: Actor, file: repo.FileRow, via: 'record' | 'trd') {
  if (via === 'record') return authorize(actor, 'recordFile.edit', recordSubjectOf(file.record));
  if (!file.trd_node_id) throw new AppError('fileNotFound');
  authorize(actor, 'trdLevel.upload', await levelSubject(tx, actor, file.trd_node_id));
}

/**
 * A documentary type's name, for the audit; one not of the company is refused (20010), and so is
 * an id that is no uuid (an upload's parts are not checked by a schema).
 */
async function documentaryTypeName(tx: Sql, actor: Actor, id: string | null) {
  if (id === null) return null;
  const type = Uuid.safeParse(id).success
    ? await findDocumentaryType(tx, actor.tenantId, id)
    : undefined;
  if (!type) throw new AppError('documentaryTypeNotFound', { documentary_type_id: 'errors.20010' });
  return type.name;
}

/**
 * Edits a file's name and subject (spec §6 edit file data), and through the TRD its documentary
 * type (spec §7 PATCH /file/trd/{id}/); audit "update file data".
 */
export async function updateFileData(
  services: Services,
  actor: Actor,
  id: string,
  body: FileDataInput,
  via: 'record' | 'trd' = 'record',
): Promise<RecordFileDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await changeableFile(tx, actor, id);
    await authorizeFileEdit(tx, actor, file, via);
    const rules = await repo.uploadLimits(tx, actor.tenantId);
    const input = parsedOrRefused(
      FileDataSchema.extend({ name: fileNameSchema(rules.name_max) }),
      body,
    );
    const changes: AuditEventChanges = Object.fromEntries(
      (['name', 'subject'] as const)
        .filter((key) => file[key] !== input[key])
        .map((key) => [key, { from: file[key], to: input[key] }]),
    );
    const typeId =
      input.documentary_type_id === undefined
        ? file.documentary_type_id
        : input.documentary_type_id;
    if (typeId !== file.documentary_type_id) {
      changes.documentary_type = {
        from: await documentaryTypeName(tx, actor, file.documentary_type_id),
        to: await documentaryTypeName(tx, actor, typeId),
      };
    }
    if (Object.keys(changes).length > 0) {
      await repo.updateFileData(tx, actor.tenantId, file.id, {
        name: input.name,
        subject: input.subject,
        documentary_type_id: typeId,
      });
      await recordAudit(tx, auditActorOf(actor), {
        module: 'files',
        action: 'update',
        entityType: 'record',
        entityId: file.record.id,
        entityName: file.record.number,
        changes: { attachment: auditRef('record_file', file.id, input.name), ...changes },
      });
    }
    return toFileDto(await existingFile(tx, actor, file.id), actor);
  });
}

/** A file's versions, newest first, to whoever may view its content. */
export async function fileVersions(
  services: Services,
  actor: Actor,
  id: string,
): Promise<FileVersionsDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await existingFile(tx, actor, id);
    authorize(actor, 'recordFile.view', fileSubjectOf(file));
    const versions = await repo.versionsOf(tx, actor.tenantId, file.id);
    return { file: toFileDto(file, actor), items: versions.map(toVersionDto) };
  });
}

/**
 * Uploads a new version of a file (issue 12 point 5): one `file` part, checked as any upload;
 * the earlier versions stay and remain downloadable.
 */
export async function addFileVersion(
  services: Services,
  actor: Actor,
  id: string,
  parts: PartsReader,
): Promise<RecordFileDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await changeableFile(tx, actor, id);
    authorize(actor, 'recordFile.addVersion', recordSubjectOf(file.record));
    const rules = { ...(await repo.uploadLimits(tx, actor.tenantId)), max_files: 1 };
    let outcome: StoredUpload | string | undefined;
    for await (const part of parts(rules)) {
      if (part.type === 'field') continue;
      if (outcome !== undefined) {
        part.file.resume();
        throw new AppError('validation', { file: message('validation.maxItems', { max: 1 }) });
      }
      outcome = await storeFile(services, actor, part.file, file.name, rules);
    }
    if (outcome === undefined) throw new AppError('validation', { file: 'fieldRequired' });
    if (typeof outcome === 'string') {
      throw refusal([{ index: 0, name: file.name, reason: outcome }]);
    }
    const version = await repo.addVersion(tx, actor.tenantId, file.id, {
      ...outcome,
      storage_key: outcome.key,
      uploaded_by: actor.userId,
    });
    await enqueue(tx, 'extractFileText', { tenantId: actor.tenantId, fileId: file.id, version });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'files',
      action: 'version',
      entityType: 'record',
      entityId: file.record.id,
      entityName: file.record.number,
      changes: {
        attachment: auditRef('record_file', file.id, file.name),
        version,
        size: outcome.size,
        sha256: outcome.sha256,
      },
    });
    return toFileDto(await existingFile(tx, actor, file.id), actor);
  });
}

/**
 * Moves a file to the trash with a reason (spec §4): it leaves the record's detail, keeps its
 * bytes and versions, and is purged after 30 days unless restored.
 */
export async function moveToTrash(
  services: Services,
  actor: Actor,
  id: string,
  input: MoveToTrashInput,
): Promise<{ id: string }> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await changeableFile(tx, actor, id);
    authorize(actor, 'recordFile.trash', recordSubjectOf(file.record));
    const purgeAt = await trash(tx, actor.tenantId, file.id, {
      userId: actor.userId,
      reason: input.reason,
    });
    await enqueue(tx, 'purgeTrashedFile', { tenantId: actor.tenantId, fileId: file.id }, purgeAt);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'files',
      action: 'trash',
      entityType: 'record',
      entityId: file.record.id,
      entityName: file.record.number,
      changes: { attachment: auditRef('record_file', file.id, file.name), reason: input.reason },
    });
    return { id: file.id };
  });
}

/** The levels a file may be moved into (spec §7 move file): a directory or a subdirectory. */
const moveDestinations: readonly TrdLevel[] = [TrdLevel.directory, TrdLevel.subdirectory];

/**
 * Spec §7 PATCH /file/trd/{id}/move/: places a file in another directory or subdirectory, for
 * whoever may upload on that level; nothing enters a closed expedient (20062). Audit "move file"
 * on the record, from where to where, so its traceability tells it.
 */
export async function moveInTrd(
  services: Services,
  actor: Actor,
  id: string,
  input: MoveFileInput,
): Promise<RecordFileDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const file = await changeableFile(tx, actor, id);
    authorize(actor, 'trdLevel.upload', await levelSubject(tx, actor, input.destination_uuid));
    const destination = await ensureNodeAcceptsFiles(tx, actor.tenantId, input.destination_uuid);
    if (!moveDestinations.includes(destination.level)) {
      throw new AppError('trdFileDestinationInvalid', { destination_uuid: 'errors.20066' });
    }
    if (destination.id === file.trd_node_id) {
      throw new AppError('trdFileSameLocation', { destination_uuid: 'errors.20067' });
    }
    const source = file.trd_node_id ? await findNode(tx, actor.tenantId, file.trd_node_id) : null;
    await relocateFile(tx, actor, file, source, destination);
    return toFileDto(await existingFile(tx, actor, file.id), actor);
  });
}

/** A node as a file's place: its id, and its code and name for the traceability. */
type Place = { id: string; code: string; name: string };

/**
 * Places a file in another node of the tree, or takes it out of the tree (null), and writes
 * "move file" on its record, from where to where as the nodes are named now, so the record's
 * traceability tells it. The callers have checked the rules of the move.
 */
export async function relocateFile(
  tx: Sql,
  actor: Actor,
  file: { id: string; name: string; record: { id: string; number: string } },
  from: Place | null | undefined,
  to: Place | null,
): Promise<void> {
  await repo.placeFile(tx, actor.tenantId, file.id, to?.id ?? null);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'files',
    action: 'move',
    entityType: 'record',
    entityId: file.record.id,
    entityName: file.record.number,
    changes: {
      attachment: auditRef('record_file', file.id, file.name),
      location: { from: from ? nodeLabel(from) : null, to: to && nodeLabel(to) },
    },
  });
}
