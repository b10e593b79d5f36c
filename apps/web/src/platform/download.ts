import { errorCatalogue, filesApi } from '@custodia/contracts';
import { call, readQuery } from './api.ts';
import { saveBlob } from './saveBlob.ts';

export { saveBlob };

/** Refusals the screens showing a stored file explain themselves: a file gone, a refused upload. */
export const fileRefusals = [
  errorCatalogue.fileNotFound.code,
  errorCatalogue.filesRefused.code,
  errorCatalogue.recordCancelled.code,
];

type FileBytes = { version?: number; inline?: boolean; searchable?: boolean };

/** What asks for a file's bytes: which version, to be shown or saved, or its searchable PDF. */
const downloadInput = (fileId: string, { version, inline, searchable }: FileBytes) => ({
  params: { id: fileId },
  query: {
    version,
    disposition: inline ? ('inline' as const) : ('attachment' as const),
    rendition: searchable ? ('searchable' as const) : undefined,
  },
});

/** A file's bytes (a version of it), to save. */
export function fetchFile(
  fileId: string,
  options: FileBytes & { signal?: AbortSignal } = {},
): Promise<Blob> {
  return call(filesApi.download, downloadInput(fileId, options), {
    signal: options.signal,
    handledCodes: fileRefusals,
  });
}

/** A version of a file as the viewer shows it: a new version is its own read. */
export const viewedFileQuery = (fileId: string, version: number, searchable = false) =>
  readQuery(filesApi.download, downloadInput(fileId, { version, inline: true, searchable }), {
    handledCodes: fileRefusals,
  });

/** Fetches a file of a record (a version of it) and saves it under its name. */
export async function saveFile(file: { id: string; name: string }, version?: number) {
  saveBlob(await fetchFile(file.id, { version }), file.name);
}
