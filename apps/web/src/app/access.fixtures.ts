import { type GlobalAbilities, type GlobalAction, globalActions } from '@custodia/contracts';
import type { Actor } from './access.ts';

/**
 * For the guard and menu tests: a session allowing exactly the actions named. Who may do what per
 * user type is the server's (its policy tests cover spec §6); the web only follows abilities.
 */
export function allowing(...actions: GlobalAction[]): NonNullable<Actor> {
  const abilities = Object.fromEntries(
    globalActions.map((action) => [action, actions.includes(action)]),
  ) as GlobalAbilities;
  return { abilities, password_expiration_days: null };
}
