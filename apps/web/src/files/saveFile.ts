import { fetchFile } from './useFiles.ts';

/** Fetches a file (a version of it) with the session's token and hands it to the browser to save. */
export async function saveFile(file: { id: string; name: string }, version?: number) {
  const blob = await fetchFile(file.id, { version });
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(address), 0);
}
