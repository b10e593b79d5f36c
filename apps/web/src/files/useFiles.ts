import {
  type FileDataInput,
  filesApi,
  type MoveToTrashInput,
  recordsApi,
  trdGrantsApi,
  uploadParts,
} from '@custodia/contracts';
import {
  type QueryClient,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { fileRefusals } from '../platform/download.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import type { ChosenFile } from './fileChoice.ts';

export function useUploadLimits() {
  return useQuery({ ...readQuery(filesApi.limits, {}), staleTime: 60_000 });
}

/**
 * The files attached at a process task, or at every task of its process: an upload or a move to
 * the trash reads them again, with the record's.
 */
export function useTaskFiles(of: { taskId: string } | { processId: string }) {
  return useQuery(
    'taskId' in of
      ? readQuery(filesApi.ofTask, { params: { id: of.taskId } })
      : readQuery(filesApi.ofProcess, { params: { id: of.processId } }),
  );
}

export function useRecordFiles(recordId: string) {
  return useQuery(readQuery(filesApi.list, { params: { id: recordId } }));
}

/**
 * The upload's multipart body in the order the server reads it: the form, then for each file its
 * subject, its documentary type if it has one, and the file.
 */
function uploadBody(formId: string, files: ChosenFile[]): FormData {
  const body = new FormData();
  body.append(uploadParts.formUuid, formId);
  for (const chosen of files) {
    body.append(uploadParts.subject, chosen.subject);
    if (chosen.documentaryType) body.append(uploadParts.documentaryType, chosen.documentaryType);
    body.append(uploadParts.file, chosen.file, chosen.file.name);
  }
  return body;
}

/** The record a file goes to: the API names it, the multipart body its form. */
type FileTarget = { id: string; form_id: string };

/**
 * After a change to a record's files, its list (and those at its tasks), its detail and its history
 * are read again, and the TRD levels' file lists, where the file may sit.
 */
function filesChanged(queryClient: QueryClient, recordId: string) {
  return invalidateReads(
    queryClient,
    [filesApi.list, { params: { id: recordId } }],
    filesApi.ofTask,
    filesApi.ofProcess,
    [recordsApi.get, { params: { recordId } }],
    [recordsApi.history, { params: { recordId } }],
    trdGrantsApi.levelFiles,
  );
}

function useFilesChange<I, O>(recordId: string, change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => filesChanged(queryClient, recordId),
  });
}

/**
 * Where files go besides their record: a TRD level, or the process task they are attached at (and
 * the TRD level its holder chose, if any).
 */
export type UploadPlace = { levelId: string } | { taskId: string; levelId?: string };

/**
 * Attaches files to a record: from its detail, right after it was filed, straight to a TRD level
 * by whoever may upload there, or at a process task by its holder.
 */
export function useUploadFiles(origin: 'detail' | 'filing', place?: UploadPlace) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, files }: { record: FileTarget; files: ChosenFile[] }) => {
      const body = uploadBody(record.form_id, files);
      const input = { query: { action: origin }, body };
      const options = { handledCodes: fileRefusals };
      if (place && 'taskId' in place) {
        return place.levelId
          ? call(
              filesApi.uploadAtTaskToLevel,
              { params: { id: place.taskId, levelId: place.levelId, recordId: record.id }, body },
              options,
            )
          : call(
              filesApi.uploadAtTask,
              { params: { id: place.taskId, formId: record.form_id }, body },
              options,
            );
      }
      return place
        ? call(
            filesApi.uploadToLevel,
            { ...input, params: { levelId: place.levelId, id: record.id } },
            options,
          )
        : call(filesApi.upload, { ...input, params: { id: record.id } }, options);
    },
    onSuccess: (_, { record }) => filesChanged(queryClient, record.id),
  });
}

/** A file's data, through its record or through the TRD level it sits in (decision 54). */
export function useUpdateFile(recordId: string, fileId: string, via: 'record' | 'trd') {
  return useFilesChange(recordId, (input: FileDataInput) =>
    call(via === 'trd' ? filesApi.updateInTrd : filesApi.update, {
      params: { id: fileId },
      body: input,
    }),
  );
}

/** Spec §7 PATCH /file/trd/{id}/move/: the file goes to a directory or subdirectory. */
export function useMoveFile(recordId: string, fileId: string) {
  return useFilesChange(recordId, (destination: string) =>
    call(filesApi.moveInTrd, { params: { id: fileId }, body: { destination_uuid: destination } }),
  );
}

export function useAddVersion(recordId: string, fileId: string) {
  return useFilesChange(recordId, (file: File) => {
    const body = new FormData();
    body.append(uploadParts.file, file, file.name);
    return call(
      filesApi.addVersion,
      { params: { id: fileId }, body },
      { handledCodes: fileRefusals },
    );
  });
}

/** Reads a scan again (issue 48): its reading is queued, and the list shows it so. */
export function useReadAgain(recordId: string, fileId: string) {
  return useFilesChange(recordId, () => call(filesApi.readAgain, { params: { id: fileId } }));
}

/** Whether the company's scans are read, on the administrators' jobs screen. */
export function useScanReader() {
  return useQuery(readQuery(filesApi.scanReader, {}));
}

/** Moves a file to the trash: as its record's corrector, or through a task whose step allows it. */
export function useMoveToTrash(recordId: string, fileId: string, taskId?: string) {
  return useFilesChange(recordId, (input: MoveToTrashInput) =>
    taskId
      ? call(filesApi.moveToTrashAtTask, {
          params: { id: fileId },
          body: { ...input, process_task_uuid: taskId },
        })
      : call(filesApi.moveToTrash, { params: { id: fileId }, body: input }),
  );
}

/** A file's versions, asked only while its history is open. */
export function useFileVersions(fileId: string | null) {
  return useQuery(
    readQuery(filesApi.versions, fileId === null ? skipToken : { params: { id: fileId } }),
  );
}
