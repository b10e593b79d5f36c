/**
 * Text as searches compare it: lower-cased and without accents, so "lopez" finds "López". Applied
 * both to what is stored for searching and to what a person types, and by the gateway conditions,
 * which must compare texts as the record filters do (the database's fold() does the same).
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
