import { errorCatalogue, filesApi } from '@custodia/contracts';
import { call } from './api.ts';

/** Refusals the screens showing a stored file explain themselves: a file gone, a refused upload. */
export const fileRefusals = [
  errorCatalogue.fileNotFound.code,
  errorCatalogue.filesRefused.code,
  errorCatalogue.recordCancelled.code,
];

/** A file's bytes (a version of it), for the viewer or to save. */
export function fetchFile(
  fileId: string,
  options: { version?: number; inline?: boolean; signal?: AbortSignal } = {},
): Promise<Blob> {
  return call(
    filesApi.download,
    {
      params: { id: fileId },
      query: {
        version: options.version,
        disposition: options.inline ? 'inline' : 'attachment',
      },
    },
    { signal: options.signal, handledCodes: fileRefusals },
  );
}

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
