import { Readable } from 'node:stream';
import {
  type FileDataInput,
  FileDataInput as FileDataSchema,
  type FileDownloadQuery,
  type FileVersionsDto,
  fileNameProblem,
  fileNameSchema,
  fittedFileName,
  type LevelFilesQuery,
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
import { ensureNotHeld } from '../holds/index.ts';
import { countMetrics } from '../metrics/index.ts';
import { type AuditEventChanges, auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found, parsedOrRefused } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { requestedRange } from '../platform/ranges.ts';
import {
  type ByteRange,
  bytesOf,
  newObjectKey,
  type Stored,
  StoredObjectMissing,
} from '../platform/storage.ts';
import type { ReceivedUpload } from '../platform/upload-body.ts';
import {
  SAMPLE_BYTES,
  type StoredUpload,
  storeUpload,
  UploadRefused,
} from '../platform/uploads.ts';
import type { Doer, Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import { inForce } from '../records/index.ts';
import {
  ensureNodeAcceptsFiles,
  findDocumentaryType,
  findNode,
  nodeSubject,
} from '../trd/index.ts';
import { announce } from '../webhooks/index.ts';
import { extractFileTextJob } from './extraction.service.ts';
import { documentTypeOf } from './files.content.ts';
import { fileSubjectOf, recordSubjectOf, toFileDto, toVersionDto } from './files.present.ts';
import type { UploadRecordRow } from './files.repo.ts';
import * as repo from './files.repo.ts';
import { renditionOf } from './ocr.repo.ts';
import { queueScanReading } from './ocr.service.ts';
import { trash } from './trash.repo.ts';
import { purgeTrashedFileJob } from './trash.service.ts';

/** Reads an upload's parts, cut at the company's limits (one part past them, to name it). */
export type PartsReader = (limits: UploadLimitsDto) => AsyncIterableIterator<Multipart>;

const FileSubject = requiredText(limits.fileSubject.min, limits.fileSubject.max);

/**
 * The record files are uploaded to, with its form's publication path and the expedient it sits
 * in; locked when asked, as every change to its files locks it (`lockRecordsOfFiles`), against
 * a cancellation, an edit or another change to its files while it changes.
 */
export function findRecordOfFiles(work: Work<Doer>, recordId: string, lock = false) {
  return repo.findRecordOfFiles(work.tx, work.tenantId, recordId, lock);
}

/**
 * The files on one level, for whoever may consult it: a grant on the level or any above it. Each
 * file's own abilities stay those of its record's form (decision 46).
 */
export async function levelFiles(work: Work, query: LevelFilesQuery): Promise<RecordFileDto[]> {
  authorize(work.actor, 'trdLevel.consult', await levelSubject(work, query.node_id));
  const rows = await repo.filesInNode(work.tx, work.tenantId, query.node_id);
  return rows.map((row) => toFileDto(row, work.actor));
}

/** The record `id` of the company, for its files; another company's is not found (30040). */
async function recordOfFiles(work: Work, id: string, lock = false) {
  return found(await findRecordOfFiles(work, id, lock), 'recordNotFound');
}

/** A file of the company not in the trash; another company's is not found (40001). */
async function existingFile(work: Work, id: string, lock = false) {
  return found(
    await repo.findFile(work.tx, work.tenantId, id, { trashed: false, lock }),
    'fileNotFound',
  );
}

/**
 * A file that may still change, locked after its record: not in the trash, and not held by a
 * closed expedient, whose frozen index names its bytes, its name and its place (20062): it is not
 * renamed, given a new version, trashed or moved out; nor while a legal hold covers its record or
 * its place (82000).
 */
async function changeableFile(work: Work, id: string) {
  await repo.lockRecordsOfFiles(work.tx, work.tenantId, [id]);
  const file = await existingFile(work, id, true);
  if (file.trd_node_id) await ensureNodeAcceptsFiles(work, file.trd_node_id);
  await ensureNotHeld(work, { records: [file.record.id], nodes: [file.trd_node_id] });
  return file;
}

const nodeLabel = (node: { code: string; name: string }) => `${node.code}-${node.name}`;

/** A TRD node of the company (20004) as the level rules read it. */
async function levelSubject(work: Work, nodeId: string) {
  return found(await nodeSubject(work, nodeId), 'trdNodeNotFound');
}

/**
 * Files uploaded from a record go to the expedient the record was placed in, which must be open
 * (20062), or else to its form's publication path (a series or subseries), if it has one, for
 * whoever may add files to the record.
 */
async function publicationPath(work: Work, record: UploadRecordRow) {
  authorize(work.actor, 'recordFiles.upload', recordSubjectOf(record));
  const place = record.expedient_id ?? record.trd_path_id;
  return place ? ensureNodeAcceptsFiles(work, place) : null;
}

/**
 * Files uploaded straight to a TRD level go there, for whoever may upload on that level in place
 * of the form's right; the record must still be in force, and the level accept files.
 */
async function uploadLevel(work: Work, levelId: string, record: UploadRecordRow) {
  authorize(work.actor, 'trdLevel.upload', await levelSubject(work, levelId));
  const inForceVerdict = inForce(record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  return ensureNodeAcceptsFiles(work, levelId);
}

/** Where a company's record files are stored. */
const filesFolder = (tenantId: string) => `${tenantId}/files`;

/**
 * Stores one file's bytes under the company's limits, to be deleted again if the request's
 * transaction does not commit. Answers the refusal's message key instead when it is refused.
 */
async function storeFile(
  work: Work,
  file: Readable,
  name: string,
  rules: UploadLimitsDto,
): Promise<StoredUpload | string> {
  const { storage } = work.platform;
  try {
    const stored = await storeUpload(storage, file, {
      folder: filesFolder(work.tenantId),
      typeOf: documentTypeOf(name),
      maxBytes: rules.max_bytes,
      minBytes: rules.min_bytes,
    });
    work.onRollback(() => storage.delete(stored.key));
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
  work: Work,
  recordId: string,
  origin: UploadOrigin,
  parts: PartsReader,
  levelId?: string,
): Promise<UploadedFilesDto> {
  const record = await recordOfFiles(work, recordId, true);
  const place = levelId
    ? await uploadLevel(work, levelId, record)
    : await publicationPath(work, record);
  return storeUploads(work, record, origin, parts, { place, taskId: null });
}

/**
 * Spec §7 POST /file/task/{id}/form/{id}/ (and /file/process/…): files attached at a process
 * task, which whoever works it may attach whatever the form grants them (the process feature has
 * said they may), to the record in force, on its publication path like any other of its files,
 * or in the TRD level named (…/trd/{levelId}/…), if it accepts files.
 */
export async function uploadTaskFiles(
  work: Work,
  target: { record_id: string; task_id: string },
  parts: PartsReader,
  levelId?: string,
): Promise<UploadedFilesDto> {
  const record = await recordOfFiles(work, target.record_id, true);
  const inForceVerdict = inForce(record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  const placeId = levelId ?? record.expedient_id ?? record.trd_path_id;
  const place = placeId ? await ensureNodeAcceptsFiles(work, placeId) : null;
  return storeUploads(work, record, 'task', parts, { place, taskId: target.task_id });
}

/**
 * A process's first task starts with its record's files in force (the form's
 * attach_files_at_start): all of them, the last one added, or none.
 */
export async function linkRecordFilesToTask(
  work: Work,
  link: { record_id: string; task_id: string; which: 'all' | 'last' | 'none' },
): Promise<void> {
  if (link.which === 'none') return;
  await repo.linkFilesToTask(work.tx, work.tenantId, link.record_id, link.task_id, {
    last: link.which === 'last' ? 1 : null,
  });
}

/** The files attached at these tasks (of one process, or one task), for whoever may read them. */
export async function filesOfTasks(work: Work, taskIds: readonly string[]) {
  const files = await repo.filesOfTasks(work.tx, work.tenantId, taskIds);
  return { items: files.map((file) => toFileDto(file, work.actor)) };
}

type UploadOrigin = 'detail' | 'filing' | 'task' | 'window' | 'mail';

/**
 * Files a petitioner sends at the citizen window (issue 47 §2) to their PQRS's record, in the
 * name of the actor the window files as: each under the company's limits like any upload, with
 * the subject given (the public names no form and types no subject), where the record's files go.
 * The pqrs feature has checked who sent them; the record must still be in force.
 */
export async function attachWindowFiles(
  work: Work,
  recordId: string,
  upload: ReceivedUpload,
  subject: string,
): Promise<UploadedFilesDto> {
  const record = await recordOfFiles(work, recordId, true);
  const inForceVerdict = inForce(record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  const placeId = record.expedient_id ?? record.trd_path_id;
  const place = placeId ? await ensureNodeAcceptsFiles(work, placeId) : null;
  return storeUploads(work, record, 'window', partsOf(upload), { place, taskId: null, subject });
}

/** A file a captured message brings (issue 48): its original, its rendition, an attachment. */
export type CapturedFile = { name: string; bytes: Buffer; documentary_type_id: string | null };

/**
 * The names of the files whose content a record would refuse (an executable, an archive, bytes
 * that are not what their name says), read as an upload's are.
 */
export async function refusedByContent(
  files: readonly { name: string; bytes: Buffer }[],
): Promise<string[]> {
  const refused: string[] = [];
  for (const file of files) {
    const sample = file.bytes.subarray(0, SAMPLE_BYTES);
    if (!(await documentTypeOf(file.name)(sample))) refused.push(file.name);
  }
  return refused;
}

/**
 * The files of a captured message attached to a record in force, in the name of whoever files or
 * attaches it, where the record's files go, each with the subject given. A message is bounded by
 * its mailbox, not by what a person uploads at once: the number of files is not the company's
 * upload count, and each weighs up to the ceiling a company may set. A file refused by its content
 * (an executable, an archive) is left out and named in the answer: the original message, kept
 * among the record's files, still holds it.
 */
export async function attachCapturedFiles(
  work: Work,
  recordId: string,
  files: readonly CapturedFile[],
  subject: string,
): Promise<{ ids: string[]; refused: string[] }> {
  const record = await recordOfFiles(work, recordId, true);
  const inForceVerdict = inForce(record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  const place = await publicationPath(work, record);
  const rules = {
    ...(await repo.uploadLimits(work.tx, work.tenantId)),
    max_bytes: limits.uploads.maxBytesCeiling,
  };
  for (const typeId of new Set(files.map((file) => file.documentary_type_id))) {
    await documentaryTypeName(work, typeId);
  }
  const ids: string[] = [];
  const refused: string[] = [];
  const kept: string[] = [];
  for (const file of files) {
    const name = fittedFileName(file.name, rules.name_max);
    const stored = await storeFile(work, Readable.from(file.bytes), name, rules);
    if (typeof stored === 'string') {
      refused.push(file.name);
      continue;
    }
    const accepted = { name, subject, documentary_type_id: file.documentary_type_id, stored };
    ids.push(await keepFile(work, record, accepted, { place, taskId: null }));
    kept.push(name);
  }
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'files',
    action: 'upload',
    entityType: 'record',
    entityId: record.id,
    entityName: record.number,
    changes: {
      origin: 'mail',
      attachments: kept.map((name, at) => auditRef('record_file', ids[at] as string, name)),
      ...(place && { location: { from: null, to: nodeLabel(place) } }),
    },
  });
  return { ids, refused };
}

/** An upload's parts, cut by busboy one file past the company's limits so the refusal names it. */
export const partsOf =
  (upload: ReceivedUpload): PartsReader =>
  (rules) =>
    upload.parts({
      limits: {
        files: limits.uploads.maxFilesCeiling + 1,
        fileSize: rules.max_bytes + 1,
        fields: 2 * limits.uploads.maxFilesCeiling + 1,
      },
    });

/** A stored file kept as the record's: counted, its text read afterwards, and announced. */
async function keepFile(
  work: Work,
  record: UploadRecordRow,
  file: Omit<Accepted, 'stored'> & { stored: Stored & { key: string; mime: string } },
  at: { place: { id: string } | null; taskId: string | null },
): Promise<string> {
  const { actor } = work;
  const id = await repo.insertFile(
    work.tx,
    work.tenantId,
    {
      record_id: record.id,
      name: file.name,
      subject: file.subject,
      documentary_type_id: file.documentary_type_id,
      created_by: actor.userId,
      trd_node_id: at.place?.id ?? null,
      task_id: at.taskId,
    },
    {
      storage_key: file.stored.key,
      mime: file.stored.mime,
      size: file.stored.size,
      sha256: file.stored.sha256,
      uploaded_by: actor.userId,
    },
  );
  await countMetrics(work, { kind: 'file.added', bytes: file.stored.size });
  // Its text is read afterwards: the answer does not wait for a 50-page PDF.
  await enqueue(work, extractFileTextJob, { fileId: id, version: 1 });
  await announce(work, 'file.added', fileEvent(record, id));
  return id;
}

/**
 * A PDF the app made (a PQRS's answer, issue 47) attached to a record in force on its
 * publication path, as an upload of whoever made it is, and audited as one.
 */
export async function attachMadePdf(
  work: Work,
  recordId: string,
  made: { name: string; subject: string; pdf: Uint8Array },
): Promise<string> {
  const record = await recordOfFiles(work, recordId, true);
  const place = await publicationPath(work, record);
  const { storage } = work.platform;
  const key = newObjectKey(filesFolder(work.tenantId), 'pdf');
  const stored = await storage.put(key, Readable.from(Buffer.from(made.pdf)));
  work.onRollback(() => storage.delete(key));
  const id = await keepFile(
    work,
    record,
    {
      name: made.name,
      subject: made.subject,
      documentary_type_id: null,
      stored: { key, mime: 'application/pdf', size: stored.size, sha256: stored.sha256 },
    },
    { place, taskId: null },
  );
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'files',
    action: 'upload',
    entityType: 'record',
    entityId: record.id,
    entityName: record.number,
    changes: {
      origin: 'filing',
      attachments: [auditRef('record_file', id, made.name)],
      ...(place && { location: { from: null, to: nodeLabel(place) } }),
    },
  });
  return id;
}

async function storeUploads(
  work: Work,
  record: UploadRecordRow,
  origin: UploadOrigin,
  parts: PartsReader,
  at: {
    place: Awaited<ReturnType<typeof publicationPath>>;
    taskId: string | null;
    /** Every file's subject, when the sender names neither the form nor a subject (the window). */
    subject?: string;
  },
): Promise<UploadedFilesDto> {
  const { tx, actor, tenantId } = work;
  const { place } = at;
  const rules = await repo.uploadLimits(tx, tenantId);
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
    if (at.subject !== undefined) subject = at.subject;
    // The record is named by its form too: a file meant for another form's record is refused.
    else if (formUuid !== record.form_id) {
      part.file.resume();
      throw formUuid === undefined
        ? new AppError('validation', { form_uuid: 'fieldRequired' })
        : new AppError('recordNotFound');
    }
    const name = part.filename;
    const problem = partProblem({ name, subject, index }, rules);
    const outcome = problem ?? (await storeFile(work, part.file, name, rules));
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
    await documentaryTypeName(work, typeId);
  }
  const ids: string[] = [];
  for (const file of accepted) ids.push(await keepFile(work, record, file, at));
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
  const files = await repo.filesOfRecord(tx, tenantId, record.id);
  return {
    items: files.filter((file) => ids.includes(file.id)).map((file) => toFileDto(file, actor)),
  };
}

/** The company's upload limits: the same for everyone of the company. */
export function uploadLimits(work: Work<Doer>): Promise<UploadLimitsDto> {
  return repo.uploadLimits(work.tx, work.tenantId);
}

/** Spec §7 GET /file/form/{id}/: the record's files in force, to whoever may read the record. */
export async function listFiles(work: Work, recordId: string): Promise<RecordFilesDto> {
  const { actor } = work;
  const record = await recordOfFiles(work, recordId);
  const subject = recordSubjectOf(record);
  authorize(actor, 'filedRecord.view', subject);
  const files = await repo.filesOfRecord(work.tx, work.tenantId, record.id);
  return {
    items: files.map((file) => toFileDto(file, actor)),
    abilities: abilities(actor, 'recordFiles', subject),
  };
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
  work: Work,
  id: string,
  query: FileDownloadQuery,
  rangeHeader: string | undefined,
): Promise<FileContent> {
  const { tx, actor, tenantId } = work;
  const file = await existingFile(work, id);
  authorize(actor, 'recordFile.view', fileSubjectOf(file));
  const versions = await repo.versionsOf(tx, tenantId, file.id);
  const version = found(
    versions.find((candidate) => candidate.version === (query.version ?? file.version)),
    'fileNotFound',
  );
  const shown = query.rendition ? await searchableOf(work, file, version.version) : version;
  const size = Number(shown.size);
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
  const stream = await work.platform.storage.get(shown.storage_key, range).catch((error) => {
    throw error instanceof StoredObjectMissing ? new AppError('fileNotFound') : error;
  });
  return {
    stream,
    mime: shown.mime,
    name: 'name' in shown ? shown.name : file.name,
    size,
    range,
    // Only what the viewer draws is ever shown in the page: never HTML, SVG or anything else.
    inline: query.disposition === 'inline' && viewerFor(shown.mime) !== null,
  };
}

/** The searchable PDF made of a read scan's version, named after the file; none is 40001. */
async function searchableOf(work: Work, file: repo.FileRow, version: number) {
  const rendition = found(
    await renditionOf(work.tx, work.tenantId, file.id, version),
    'fileNotFound',
  );
  return {
    storage_key: rendition.rendition_key,
    size: rendition.rendition_size,
    mime: 'application/pdf',
    name: `${file.name.replace(/\.[^.]+$/, '')}.ocr.pdf`,
  };
}

/**
 * Who may edit a file's data: through its record, whoever may correct it (decision 46); through
 * the TRD, whoever may upload on the level the file sits in (a file outside the tree is not there).
 */
async function authorizeFileEdit(work: Work, file: repo.FileRow, via: 'record' | 'trd') {
  const { actor } = work;
  if (via === 'record') return authorize(actor, 'recordFile.edit', recordSubjectOf(file.record));
  if (!file.trd_node_id) throw new AppError('fileNotFound');
  authorize(actor, 'trdLevel.upload', await levelSubject(work, file.trd_node_id));
}

/**
 * A documentary type's name, for the audit; one not of the company is refused (20010), and so is
 * an id that is no uuid (an upload's parts are not checked by a schema).
 */
async function documentaryTypeName(work: Work, id: string | null) {
  if (id === null) return null;
  const type = Uuid.safeParse(id).success ? await findDocumentaryType(work, id) : undefined;
  if (!type) throw new AppError('documentaryTypeNotFound', { documentary_type_id: 'errors.20010' });
  return type.name;
}

/**
 * Edits a file's name and subject (spec §6 edit file data), and through the TRD its documentary
 * type (spec §7 PATCH /file/trd/{id}/); audit "update file data".
 */
export async function updateFileData(
  work: Work,
  id: string,
  body: FileDataInput,
  via: 'record' | 'trd' = 'record',
): Promise<RecordFileDto> {
  const { tx, actor, tenantId } = work;
  const file = await changeableFile(work, id);
  await authorizeFileEdit(work, file, via);
  const rules = await repo.uploadLimits(tx, tenantId);
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
    input.documentary_type_id === undefined ? file.documentary_type_id : input.documentary_type_id;
  if (typeId !== file.documentary_type_id) {
    changes.documentary_type = {
      from: await documentaryTypeName(work, file.documentary_type_id),
      to: await documentaryTypeName(work, typeId),
    };
  }
  if (Object.keys(changes).length > 0) {
    await repo.updateFileData(tx, tenantId, file.id, {
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
  return toFileDto(await existingFile(work, file.id), actor);
}

/** A file's versions, newest first, to whoever may view its content. */
export async function fileVersions(work: Work, id: string): Promise<FileVersionsDto> {
  const file = await existingFile(work, id);
  authorize(work.actor, 'recordFile.view', fileSubjectOf(file));
  const versions = await repo.versionsOf(work.tx, work.tenantId, file.id);
  return { file: toFileDto(file, work.actor), items: versions.map(toVersionDto) };
}

/**
 * Uploads a new version of a file (issue 12 point 5): one `file` part, checked as any upload;
 * the earlier versions stay and remain downloadable.
 */
export async function addFileVersion(
  work: Work,
  id: string,
  parts: PartsReader,
): Promise<RecordFileDto> {
  const { tx, actor, tenantId } = work;
  const file = await changeableFile(work, id);
  authorize(actor, 'recordFile.addVersion', recordSubjectOf(file.record));
  const rules = { ...(await repo.uploadLimits(tx, tenantId)), max_files: 1 };
  let outcome: StoredUpload | string | undefined;
  for await (const part of parts(rules)) {
    if (part.type === 'field') continue;
    if (outcome !== undefined) {
      part.file.resume();
      throw new AppError('validation', { file: message('validation.maxItems', { max: 1 }) });
    }
    outcome = await storeFile(work, part.file, file.name, rules);
  }
  if (outcome === undefined) throw new AppError('validation', { file: 'fieldRequired' });
  if (typeof outcome === 'string') {
    throw refusal([{ index: 0, name: file.name, reason: outcome }]);
  }
  const version = await repo.addVersion(tx, tenantId, file.id, {
    ...outcome,
    storage_key: outcome.key,
    uploaded_by: actor.userId,
  });
  await countMetrics(work, { kind: 'version.added', bytes: outcome.size });
  await enqueue(work, extractFileTextJob, { fileId: file.id, version });
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
  return toFileDto(await existingFile(work, file.id), actor);
}

/**
 * Reads a scan's current version again (issue 48): its reading is queued, and the answer shows it
 * so. A file that is no picture or PDF is refused (80050, by its rule); a PDF with text of its own
 * may be read too (its words then replace the ones it carried). The audit names the version.
 */
export async function readFileAgain(work: Work, id: string): Promise<RecordFileDto> {
  const { tx, actor, tenantId } = work;
  await repo.lockRecordsOfFiles(tx, tenantId, [id]);
  const file = await existingFile(work, id, true);
  authorize(actor, 'recordFile.readAgain', fileSubjectOf(file));
  await queueScanReading(work, file.id, file.version);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'files',
    action: 'read',
    entityType: 'record',
    entityId: file.record.id,
    entityName: file.record.number,
    changes: { attachment: auditRef('record_file', file.id, file.name), version: file.version },
  });
  return toFileDto(await existingFile(work, file.id), actor);
}

/** What a subscriber is told of a record's file: which one, and its record by id and number. */
const fileEvent = (record: { id: string; number: string; form_id: string }, fileId: string) => ({
  form_id: record.form_id,
  record_id: record.id,
  record_number: record.number,
  file_id: fileId,
});

/**
 * Moves a file to the trash with a reason (spec §4): it leaves the record's detail, keeps its
 * bytes and versions, and is purged after 30 days unless restored.
 */
export async function moveToTrash(
  work: Work,
  id: string,
  input: MoveToTrashInput,
): Promise<{ id: string }> {
  const file = await changeableFile(work, id);
  authorize(work.actor, 'recordFile.trash', recordSubjectOf(file.record));
  return trashFile(work, file, input);
}

/**
 * Spec §7 POST /file/{id}/move-to-trash/process-task/: a file of the record the task works on (the
 * process feature has said its holder may), while the record is in force.
 */
export async function moveToTrashAtTask(
  work: Work,
  id: string,
  input: MoveToTrashInput,
  task: { record_id: string },
): Promise<{ id: string }> {
  const file = await changeableFile(work, id);
  if (file.record.id !== task.record_id) throw new AppError('fileNotFound');
  const inForceVerdict = inForce(file.record);
  if (inForceVerdict !== true) throw new AppError(inForceVerdict);
  return trashFile(work, file, input);
}

async function trashFile(
  work: Work,
  file: Awaited<ReturnType<typeof changeableFile>>,
  input: MoveToTrashInput,
): Promise<{ id: string }> {
  const { tx, actor, tenantId } = work;
  const { purgeAt, bytes } = await trash(tx, tenantId, file.id, {
    userId: actor.userId,
    reason: input.reason,
  });
  await countMetrics(work, { kind: 'file.trashed', bytes });
  await enqueue(work, purgeTrashedFileJob, { fileId: file.id }, { runAt: purgeAt });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'files',
    action: 'trash',
    entityType: 'record',
    entityId: file.record.id,
    entityName: file.record.number,
    changes: { attachment: auditRef('record_file', file.id, file.name), reason: input.reason },
  });
  await announce(work, 'file.trashed', fileEvent(file.record, file.id));
  return { id: file.id };
}

/** The levels a file may be moved into (spec §7 move file): a directory or a subdirectory. */
const moveDestinations: readonly TrdLevel[] = [TrdLevel.directory, TrdLevel.subdirectory];

/**
 * Spec §7 PATCH /file/trd/{id}/move/: places a file in another directory or subdirectory, for
 * whoever may upload on that level; nothing enters a closed expedient (20062). Audit "move file"
 * on the record, from where to where, so its traceability tells it.
 */
export async function moveInTrd(
  work: Work,
  id: string,
  input: MoveFileInput,
): Promise<RecordFileDto> {
  const file = await changeableFile(work, id);
  authorize(work.actor, 'trdLevel.upload', await levelSubject(work, input.destination_uuid));
  const destination = await ensureNodeAcceptsFiles(work, input.destination_uuid);
  if (!moveDestinations.includes(destination.level)) {
    throw new AppError('trdFileDestinationInvalid', { destination_uuid: 'errors.20066' });
  }
  if (destination.id === file.trd_node_id) {
    throw new AppError('trdFileSameLocation', { destination_uuid: 'errors.20067' });
  }
  const source = file.trd_node_id ? await findNode(work, file.trd_node_id) : null;
  await relocateFile(work, file, source, destination);
  return toFileDto(await existingFile(work, file.id), work.actor);
}

/** A node as a file's place: its id, and its code and name for the traceability. */
type Place = { id: string; code: string; name: string };

/**
 * Places a file in another node of the tree, or takes it out of the tree (null), and writes
 * "move file" on its record, from where to where as the nodes are named now, so the record's
 * traceability tells it. The callers have checked the rules of the move.
 */
export async function relocateFile(
  work: Work,
  file: { id: string; name: string; record: { id: string; number: string } },
  from: Place | null | undefined,
  to: Place | null,
): Promise<void> {
  await repo.placeFile(work.tx, work.tenantId, file.id, to?.id ?? null);
  await recordAudit(work.tx, auditActorOf(work.actor), {
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

/**
 * A file in force as a signature request reads it (issue 33): its record and its current
 * version, with the bytes of that version.
 */
export async function fileToSign(work: Work<Doer>, id: string) {
  const file = await repo.findFile(work.tx, work.tenantId, id, { trashed: false });
  if (!file) return undefined;
  return { file, bytes: () => versionBytes(work, file.current.storage_key) };
}

/** The bytes of one stored version (a PDF to sign is small: read whole). */
export async function versionBytes(work: Work<Doer>, storageKey: string): Promise<Buffer> {
  const stream = await work.platform.storage.get(storageKey).catch((error) => {
    throw error instanceof StoredObjectMissing ? new AppError('fileNotFound') : error;
  });
  return bytesOf(stream);
}

/**
 * A signed PDF becomes the file's next version (issue 33), stored and indexed as an upload is,
 * in the name of whoever requested the signatures; not while a legal hold covers it (82000).
 */
export async function addSignedVersion(
  work: Work<Doer>,
  fileId: string,
  pdf: Buffer,
  by: string,
): Promise<{ version: number; sha256: string }> {
  const file = found(
    await repo.findFile(work.tx, work.tenantId, fileId, { trashed: false }),
    'fileNotFound',
  );
  await ensureNotHeld(work, { records: [file.record.id], nodes: [file.trd_node_id] });
  const { storage } = work.platform;
  const key = newObjectKey(filesFolder(work.tenantId), 'pdf');
  const stored = await storage.put(key, Readable.from(pdf));
  work.onRollback(() => storage.delete(key));
  const version = await repo.addVersion(work.tx, work.tenantId, fileId, {
    storage_key: key,
    mime: 'application/pdf',
    size: stored.size,
    sha256: stored.sha256,
    uploaded_by: by,
  });
  await enqueue(work, extractFileTextJob, { fileId, version });
  return { version, sha256: stored.sha256 };
}
