import { z } from 'zod';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { type ErrorName, errorCatalogue } from './errors.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/**
 * What a record may hold (spec §5 uploads; issue 12 point 2): PDF, images, office documents,
 * text, XML and e-mail. The server decides a file's type by its content; these extensions only
 * help the browser's file picker.
 */
export const acceptedFileExtensions = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.tif',
  '.tiff',
  '.webp',
  '.bmp',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.rtf',
  '.txt',
  '.csv',
  '.xml',
  '.eml',
  '.msg',
] as const;

/** How the record detail shows a file: PDFs and pictures in its viewer, the rest downloaded. */
export type FileViewer = 'pdf' | 'image' | null;

/** Pictures every browser draws; a TIFF or BMP is downloaded instead. */
const drawnImages = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export function viewerFor(mime: string): FileViewer {
  if (mime === 'application/pdf') return 'pdf';
  return drawnImages.has(mime) ? 'image' : null;
}

/** What Tesseract reads as a scan (issue 48): pictures as they are, PDFs as pages drawn. */
export const scanMimeTypes: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/tiff',
  'application/pdf',
]);

/** Characters no file name may hold on the systems people download to (and control characters). */
const illegalInName = /[\\/:*?"<>|\p{Cc}]/u;

/**
 * Spec §5 file names: 1 to `max` characters (a company parameter, 100 by default), at least one
 * before the extension, no illegal character, not ending in a dot or a space. Answers the message
 * key of the first rule broken, or null.
 */
export function fileNameProblem(name: string, max: number): string | null {
  if (name.trim() === '') return 'fieldRequired';
  if (name.length > max) return message('files.nameLength', { max });
  if (illegalInName.test(name)) return 'files.nameCharacters';
  if (name.startsWith('.')) return 'files.nameBase';
  if (/[. ]$/.test(name)) return 'files.nameEnd';
  return null;
}

/**
 * A name that passes `fileNameProblem`, made from one a sender chose (an e-mail's attachment):
 * forbidden characters become `_`, and a long name keeps its extension.
 */
export function fittedFileName(name: string, max: number): string {
  const cleaned = name
    .replace(new RegExp(illegalInName.source, 'gu'), '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .trim();
  const base = cleaned || 'file';
  if (base.length <= max) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return `${base.slice(0, max - extension.length).replace(/[.\s]+$/, '')}${extension}`;
}

/** A file's name as a schema (editing a file's data): the same rules with the company's length. */
export function fileNameSchema(max: number) {
  return z
    .string({ error: 'fieldRequired' })
    .trim()
    .superRefine((name, context) => {
      const problem = fileNameProblem(name, max);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const FileSubject = requiredText(limits.fileSubject.min, limits.fileSubject.max);

/** The company's upload limits (spec §5, §9), so the browser can check before sending. */
export const UploadLimitsDto = z.object({
  max_files: z.number().int(),
  max_bytes: z.number().int(),
  min_bytes: z.number().int(),
  name_max: z.number().int(),
});
export type UploadLimitsDto = z.infer<typeof UploadLimitsDto>;

/**
 * Why a file chosen in a browser would be refused, judged by the company's limits before anything
 * is sent: its place past the number allowed, its name, its size. The server judges again, and its
 * content besides.
 */
export function chosenFileProblem(
  file: { name: string; size: number },
  index: number,
  rules: UploadLimitsDto,
): string | null {
  if (index >= rules.max_files) return message('files.choice.tooMany', { max: rules.max_files });
  const name = fileNameProblem(file.name, rules.name_max);
  if (name) return name;
  if (file.size > rules.max_bytes)
    return message('files.choice.tooLarge', { max: rules.max_bytes });
  if (file.size < rules.min_bytes)
    return message('files.choice.tooSmall', { min: rules.min_bytes });
  return null;
}

const whole = (min: number, max: number) => {
  const range = message('validation.numberRange', { min, max });
  return z.number({ error: range }).int({ error: range }).min(min, { error: range }).max(max, {
    error: range,
  });
};

/** What an administrator may set (company parameters); the database holds the same bounds. */
export const UploadLimitsInput = z
  .object({
    max_files: whole(1, limits.uploads.maxFilesCeiling),
    max_bytes: whole(1, limits.uploads.maxBytesCeiling),
    min_bytes: whole(1, limits.uploads.maxBytesCeiling),
    name_max: whole(limits.uploads.nameMaxRange.min, limits.uploads.nameMaxRange.max),
  })
  .refine((value) => value.min_bytes <= value.max_bytes, {
    error: 'validation.minAboveMax',
    path: ['min_bytes'],
  });
export type UploadLimitsInput = z.infer<typeof UploadLimitsInput>;

/** Who did something to a file and when. */
const Done = z.object({ user_name: z.string(), full_name: z.string(), at: z.string() });

/** One stored version of a file. */
export const FileVersionDto = Done.extend({
  version: z.number().int(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type FileVersionDto = z.infer<typeof FileVersionDto>;

/**
 * The reading of a scan's current version by Tesseract (issue 48): queued, waiting for the reader
 * to be installed where the jobs run, read (with the mean confidence of its words, 0 to 100, and
 * a searchable PDF the viewer shows), or failed with its reason.
 */
export const FileReadingDto = z.object({
  state: z.enum(['queued', 'waiting', 'read', 'failed']),
  confidence: z.number().nullable(),
  pages: z.number().int().nullable(),
  read_at: z.string().nullable(),
  problem: z.string().nullable(),
});
export type FileReadingDto = z.infer<typeof FileReadingDto>;

/** A file of a record (spec §3 Record files): its data and its current version. */
export const RecordFileDto = z.object({
  id: z.string(),
  record_id: z.string(),
  /** The record's form and number: where a file found in the TRD leads back to. */
  form_id: z.string(),
  record_number: z.string(),
  name: z.string(),
  subject: z.string(),
  documentary_type_id: z.string().nullable(),
  documentary_type_name: z.string().nullable(),
  current: FileVersionDto,
  created_at: z.string(),
  updated_at: z.string().nullable(),
  viewer: z.enum(['pdf', 'image']).nullable(),
  /** A scan's reading; null for a file that is no scan (or a PDF with its own text). */
  reading: FileReadingDto.nullable(),
  abilities: abilitiesSchema('recordFile'),
});
export type RecordFileDto = z.infer<typeof RecordFileDto>;

/** Spec §7 GET /file/form/{id}/: a record's files in force, and whether the actor may add some. */
export const RecordFilesDto = z.object({
  items: z.array(RecordFileDto),
  abilities: abilitiesSchema('recordFiles'),
});
export type RecordFilesDto = z.infer<typeof RecordFilesDto>;

/** Where the files were sent from: the record's detail, or the filing screen right after filing. */
export const UploadQuery = z.object({ action: z.enum(['detail', 'filing']).default('detail') });

export const UploadedFilesDto = z.object({ items: z.array(RecordFileDto) });
export type UploadedFilesDto = z.infer<typeof UploadedFilesDto>;

export const FileParams = IdParams;

/**
 * Spec §7 /file/task/{id}/form/{id}/ and /file/process/{id}/form/{id}/: the task (or process)
 * files are attached at, and its record's form.
 */
export const TaskUploadParams = z.object({ id: Uuid, formId: Uuid });

/** Spec §7 /file/task|process/{id}/trd/{levelId}/records/{recordId}/: its record, and the level. */
export const AttachedLevelUploadParams = z.object({ id: Uuid, levelId: Uuid, recordId: Uuid });

/** The files attached at a task, or at any task of a process. */
export const TaskFilesDto = z.object({ items: z.array(RecordFileDto) });
export type TaskFilesDto = z.infer<typeof TaskFilesDto>;

/** Which version to read (the current one by default), and whether to show or save it. */
export const FileDownloadQuery = z.object({
  version: z.coerce.number().int().min(1).optional(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
  /** The searchable PDF made of a read scan, instead of the scan itself. */
  rendition: z.enum(['searchable']).optional(),
});
export type FileDownloadQuery = z.infer<typeof FileDownloadQuery>;

/**
 * Editing a file's data (spec §6 edit file data; spec §7 PATCH /file/trd/{id}/ too): its name,
 * subject and documentary type (one of the company's; null takes it away, absent leaves it). The
 * route checks the name's rules up to the longest name a company may allow; the server then holds
 * it to the company's own length.
 */
export const FileDataInput = z.object({
  name: fileNameSchema(limits.uploads.nameMaxRange.max),
  subject: FileSubject,
  documentary_type_id: Uuid.nullable().optional(),
});
export type FileDataInput = z.infer<typeof FileDataInput>;

export const FileVersionsDto = z.object({
  file: RecordFileDto,
  items: z.array(FileVersionDto),
});
export type FileVersionsDto = z.infer<typeof FileVersionsDto>;

/**
 * Whether the company's scans are being read: how many wait for Tesseract to be installed where
 * the jobs run (none is read until then), and whether this process finds it missing itself.
 */
export const ScanReaderDto = z.object({
  missing: z.boolean(),
  waiting: z.number().int(),
  queued: z.number().int(),
  failed: z.number().int(),
});
export type ScanReaderDto = z.infer<typeof ScanReaderDto>;

/** Moving a file to another level of the TRD: a directory or subdirectory. */
export const MoveFileInput = z.object({ destination_uuid: Uuid });
export type MoveFileInput = z.infer<typeof MoveFileInput>;

/** The TRD level a record's files are uploaded straight to, and the record. */
export const LevelUploadParams = z.object({ levelId: Uuid, id: Uuid });

/** Spec §4 trash: a reason of at most 150 characters. */
export const MoveToTrashInput = z.object({
  reason: requiredText(limits.trashReason.min, limits.trashReason.max),
});
export type MoveToTrashInput = z.infer<typeof MoveToTrashInput>;

/** Spec §7 /file/{id}/move-to-trash/process-task/: through an open task whose step allows it. */
export const MoveToTrashAtTaskInput = MoveToTrashInput.extend({ process_task_uuid: Uuid });
export type MoveToTrashAtTaskInput = z.infer<typeof MoveToTrashAtTaskInput>;

/**
 * Multipart field names of an upload (spec §7: `file` entries and `form_uuid`); a file's subject
 * and optional documentary type come before it.
 */
export const uploadParts = {
  file: 'file',
  formUuid: 'form_uuid',
  subject: 'subject',
  documentaryType: 'documentary_type_id',
} as const;

const namesRefusal: ErrorName = 'fileRefusedNames';

/** Ids of an upload refusal's `data`: the offending names (500036) and each file's reason. */
export const refusedNamesKey = String(errorCatalogue[namesRefusal].code);
export const refusedFileKey = (index: number) => `files.${index}`;

const tag = 'files';

export const filesApi = {
  /**
   * Spec §7 POST /file/form/{id}/?action=: `id` is the record. Multipart, in this order:
   * `form_uuid`, then for each file its `subject`, its `documentary_type_id` if it has one, and
   * then the `file` itself.
   */
  upload: endpoint({
    method: 'POST',
    path: '/file/form/:id/',
    tag,
    params: IdParams,
    query: UploadQuery,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  /** The company's upload limits, so the browser checks a choice before sending it. */
  limits: endpoint({
    method: 'GET',
    path: '/file/upload-limits/',
    tag,
    status: 200,
    response: UploadLimitsDto,
    access: { session: true },
  }),
  list: endpoint({
    method: 'GET',
    path: '/file/form/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: RecordFilesDto,
    access: { session: true },
  }),
  download: endpoint({
    method: 'GET',
    path: '/file/:id/content/',
    tag,
    params: FileParams,
    query: FileDownloadQuery,
    status: 200,
    response: 'binary',
    access: { session: true },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/file/:id/',
    tag,
    params: FileParams,
    body: FileDataInput,
    status: 200,
    response: RecordFileDto,
    access: { session: true },
  }),
  versions: endpoint({
    method: 'GET',
    path: '/file/:id/versions/',
    tag,
    params: FileParams,
    status: 200,
    response: FileVersionsDto,
    access: { session: true },
  }),
  /** A scan's current version read again by Tesseract (issue 48); its reading is queued. */
  readAgain: endpoint({
    method: 'POST',
    path: '/file/:id/reading/',
    tag,
    params: FileParams,
    status: 202,
    response: RecordFileDto,
    access: { session: true },
  }),
  /** Whether the company's scans are being read, for its administrators' jobs screen. */
  scanReader: endpoint({
    method: 'GET',
    path: '/file/scan-reader/',
    tag,
    status: 200,
    response: ScanReaderDto,
    access: { action: 'backgroundJob.list' },
  }),
  /** Multipart with one `file`: it becomes the file's next version. */
  addVersion: endpoint({
    method: 'POST',
    path: '/file/:id/versions/',
    tag,
    params: FileParams,
    body: 'multipart',
    status: 201,
    response: RecordFileDto,
    access: { session: true },
  }),
  /** Spec §7: files attached at a process task by its holder, multipart as `upload`. */
  uploadAtTask: endpoint({
    method: 'POST',
    path: '/file/task/:id/form/:formId/',
    tag,
    params: TaskUploadParams,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  ofTask: endpoint({
    method: 'GET',
    path: '/file/task/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: TaskFilesDto,
    access: { session: true },
  }),
  ofProcess: endpoint({
    method: 'GET',
    path: '/file/process/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: TaskFilesDto,
    access: { session: true },
  }),
  /**
   * Spec §7 POST /file/task/{id}/trd/{levelId}/records/{recordId}/: files attached at a process
   * task by its holder, placed in a TRD level as `uploadToLevel` places them; `recordId` is the
   * task's record.
   */
  uploadAtTaskToLevel: endpoint({
    method: 'POST',
    path: '/file/task/:id/trd/:levelId/records/:recordId/',
    tag,
    params: AttachedLevelUploadParams,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  /**
   * Spec §7 POST /file/process/{id}/form/{formId}/: files attached at a running process by the
   * people who work it (decision 66), at its open task.
   */
  uploadAtProcess: endpoint({
    method: 'POST',
    path: '/file/process/:id/form/:formId/',
    tag,
    params: TaskUploadParams,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  /** Spec §7 POST /file/process/{id}/trd/{levelId}/records/{recordId}/: the same, in a level. */
  uploadAtProcessToLevel: endpoint({
    method: 'POST',
    path: '/file/process/:id/trd/:levelId/records/:recordId/',
    tag,
    params: AttachedLevelUploadParams,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  /**
   * Spec §7 POST /file/trd/{levelId}/records/{id}/?action=: the upload of `upload`, to a record
   * `id`, with the level's upload right instead of the form's; the files are placed in the level.
   */
  uploadToLevel: endpoint({
    method: 'POST',
    path: '/file/trd/:levelId/records/:id/',
    tag,
    params: LevelUploadParams,
    query: UploadQuery,
    body: 'multipart',
    status: 201,
    response: UploadedFilesDto,
    access: { session: true },
  }),
  /** Spec §7 PATCH /file/trd/{id}/: the data of a file placed in the TRD, by the level's right. */
  updateInTrd: endpoint({
    method: 'PATCH',
    path: '/file/trd/:id/',
    tag,
    params: FileParams,
    body: FileDataInput,
    status: 200,
    response: RecordFileDto,
    access: { session: true },
  }),
  /** Spec §7 PATCH /file/trd/{id}/move/: the upload right on the destination decides. */
  moveInTrd: endpoint({
    method: 'PATCH',
    path: '/file/trd/:id/move/',
    tag,
    params: FileParams,
    body: MoveFileInput,
    status: 200,
    response: RecordFileDto,
    access: { session: true },
  }),
  moveToTrash: endpoint({
    method: 'POST',
    path: '/file/:id/move-to-trash/',
    tag,
    params: FileParams,
    body: MoveToTrashInput,
    status: 200,
    response: z.object({ id: Uuid }),
    access: { session: true },
  }),
  /**
   * A file of the task's record moved to the trash by the holder of an open task whose step has
   * the "move to trash" action (spec §5 step actions), whatever the form grants them.
   */
  moveToTrashAtTask: endpoint({
    method: 'POST',
    path: '/file/:id/move-to-trash/process-task/',
    tag,
    params: FileParams,
    body: MoveToTrashAtTaskInput,
    status: 200,
    response: z.object({ id: Uuid }),
    access: { session: true },
  }),
};
