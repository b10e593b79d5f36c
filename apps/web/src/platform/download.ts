import { errorCatalogue, filesApi } from '@custodia/contracts';
import { call, readQuery } from './api.ts';

/** Refusals the screens showing a stored file explain themselves: a file gone, a refused upload. */
export const fileRefusals = [
  errorCatalogue.fileNotFound.code,
  errorCatalogue.filesRefused.code,
  errorCatalogue.recordCancelled.code,
];

type FileBytes = { version?: number; inline?: boolean };

/** What asks for a file's bytes: which version, to be shown or saved. */
const downloadInput = (fileId: string, { version, inline }: FileBytes) => ({
  params: { id: fileId },
  query: { version, disposition: inline ? ('inline' as const) : ('attachment' as const) },
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
export const viewedFileQuery = (fileId: string, version: number) =>
  readQuery(filesApi.download, downloadInput(fileId, { version, inline: true }), {
    handledCodes: fileRefusals,
  });

/** Hands bytes fetched with the session's token to the browser to save under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** Fetches a file of a record (a version of it) and saves it under its name. */
export async function saveFile(file: { id: string; name: string }, version?: number) {
  saveBlob(await fetchFile(file.id, { version }), file.name);
}
