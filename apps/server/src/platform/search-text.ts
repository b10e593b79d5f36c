/**
 * Text as searches compare it: lower-cased and without accents, so "lopez" finds "López".
 * Applied both to what is stored for searching and to what a person types.
 */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The text the user search matches, for a users table under an alias: migration 002's folded names,
 * login and e-mail, which the users list, role members and a step's candidates read.
 */
export function userSearchText(alias: string): string {
  return `user_search_text(${alias}.first_name, ${alias}.last_name, ${alias}.user_name, ${alias}.email)`;
}
