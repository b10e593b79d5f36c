/**
 * A name as plain lowercase letters and digits joined by `separator` ('Gestión Documental' →
 * 'gestion-documental'): the readable segments of addresses and the API accounts' login names.
 */
export function slug(name: string, fallback: string, separator = '-'): string {
  const readable = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator);
  return readable || fallback;
}
