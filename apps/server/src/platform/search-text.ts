/**
 * The text the user search matches, for a users table under an alias: migration 002's folded names,
 * login and e-mail, which the users list, role members and a step's candidates read.
 */
export function userSearchText(alias: string): string {
  return `user_search_text(${alias}.first_name, ${alias}.last_name, ${alias}.user_name, ${alias}.email)`;
}
