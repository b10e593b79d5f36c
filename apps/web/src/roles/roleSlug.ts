/**
 * The `:hash` of the role configuration address: the role name as a readable slug
 * ('Gestión Documental' → 'gestion-documental'). It only makes the address meaningful; the id
 * next to it names the role.
 */
export function roleSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'rol';
}
