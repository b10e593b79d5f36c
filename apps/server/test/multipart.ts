/** One part of a multipart body: a text field, or a file with its name and bytes. */
export type Part =
  | { field: string; value: string }
  | { file: string; filename: string; content: Buffer | string; type?: string };

const BOUNDARY = 'custodia-test-boundary';

/**
 * A multipart/form-data body as a browser sends it, parts in the order given; the file name is
 * written as UTF-8, as browsers do.
 */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const chunks = parts.flatMap((part) => {
    if ('field' in part) {
      return [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      ];
    }
    return [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.file}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
