/** `filename*` carries the real name; `filename` an ASCII stand-in for old clients. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // RFC 5987 allows fewer characters unescaped than encodeURIComponent leaves.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
