/**
 * The readable `:hash` segments of the spec's addresses (`/user/roles/config/{id}/{hash}`,
 * `/configuration/edit/{id}/{form_uuid}/{hashRecord}` …): a name as a slug ('Gestión Documental'
 * → 'gestion-documental'). It only makes the address meaningful; the ids beside it name the thing.
 */
export function slug(name: string, fallback: string): string {
  const readable = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return readable || fallback;
}
