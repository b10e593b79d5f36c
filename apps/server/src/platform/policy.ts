import {
  type Abilities,
  type Action,
  type ConfigPermission,
  type ErrorName,
  type GlobalAbilities,
  type GlobalAction,
  globalActions,
  type ResourceAction,
  resourceActions,
  UserType,
} from '@custodia/contracts';
import type { Actor } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * One rule: a pure function of the actor and the thing acted on, over data already loaded. It
 * answers true, false (403), or the catalogue refusal that says why not (a locked form's fields:
 * 30024), so the ability the web reads and the code the API answers come from the same place.
 */
// biome-ignore lint/suspicious/noExplicitAny: a rule table holds rules of every subject type
export type Rule<S = any> = (actor: Actor, subject: S) => boolean | ErrorName;

/** A feature's rules table: exactly one rule for each action it owns. */
export type Rules<A extends Action> = { readonly [K in A]: Rule };

/** A refusal that remembers which action was refused, for the log (never for the caller). */
export class Forbidden extends AppError {
  constructor(readonly action: Action) {
    super('forbidden');
  }
}

/**
 * Admins hold every configuration permission, standard users those their roles grant, query
 * users none (spec §6).
 */
export function holds(actor: Actor, permission: ConfigPermission): boolean {
  if (actor.userType === UserType.admin) return true;
  return actor.userType === UserType.standard && actor.grants.permissions.includes(permission);
}

export const isAdmin = (actor: Actor): boolean => actor.userType === UserType.admin;

/**
 * A rule of a change that a legal hold stops (issue 50 §3): where the answer has read the holds
 * on the thing (`held`), its ability says 82000 as the holds' guard refuses it; a service that has
 * not read them leaves `held` out and the guard decides.
 */
export function unlessHeld<S extends { held?: boolean }>(rule: Rule<S>): Rule<S> {
  return (actor, subject) => {
    const verdict = rule(actor, subject);
    return verdict === true && subject.held === true ? 'itemHeld' : verdict;
  };
}

/**
 * Spec §1/§6: a query user only reads. Their session never completes, returns, reassigns or
 * interrupts work, nor adds to it (the rules answer 10001), so their answers' abilities say so;
 * the same rule on the users' rows (users' receivesWork) keeps work from going to them.
 */
export const works = (actor: Actor): boolean => actor.userType !== UserType.query;

/** A rule that reads no subject may still be handed the thing acted on (every resource action is). */
type SubjectArgs<R extends Rule> = Parameters<R>[1] extends undefined
  ? [subject?: unknown]
  : [subject: Parameters<R>[1]];

/**
 * The checks every feature uses, over the one table of all rules (src/policies.ts): `can` asks,
 * `authorize` refuses with 403, and the abilities answers carry are computed by the same rules.
 */
export function policyOf<T extends { readonly [A in Action]: Rule }>(rules: T) {
  function can<A extends Action>(actor: Actor, action: A, ...[subject]: SubjectArgs<T[A]>) {
    return rules[action](actor, subject) === true;
  }
  function authorize<A extends Action>(actor: Actor, action: A, ...[subject]: SubjectArgs<T[A]>) {
    const verdict = rules[action](actor, subject);
    if (verdict === false) throw new Forbidden(action);
    if (verdict !== true) throw new AppError(verdict);
  }
  /**
   * Each kind of thing's actions with their names in an answer (`filedRecord.edit` → `edit`),
   * found once: a list computes the abilities of every row it shows.
   */
  const actionsOf = new Map<string, [ResourceAction, string][]>();
  for (const action of resourceActions) {
    const [resource = '', name = ''] = action.split('.');
    actionsOf.set(resource, [...(actionsOf.get(resource) ?? []), [action, name]]);
  }

  /** Every action on one kind of thing, as its answer carries them: `{ edit: true, … }`. */
  function abilities<R extends string>(
    actor: Actor,
    resource: R,
    subject: Parameters<T[Extract<ResourceAction, `${R}.${string}`>]>[1],
  ): Abilities<R> {
    const answer: Record<string, boolean> = {};
    for (const [action, name] of actionsOf.get(resource) ?? []) {
      answer[name] = rules[action](actor, subject) === true;
    }
    return answer as Abilities<R>;
  }
  /** The check of an endpoint declared with a global action, made before its handler runs. */
  function authorizeGlobal(actor: Actor, action: GlobalAction): void {
    const verdict = (rules[action] as Rule)(actor, undefined);
    if (verdict === false) throw new Forbidden(action);
    if (verdict !== true) throw new AppError(verdict);
  }
  function globalAbilities(actor: Actor): GlobalAbilities {
    return Object.fromEntries(
      globalActions.map((action: GlobalAction) => [
        action,
        rules[action](actor, undefined) === true,
      ]),
    ) as GlobalAbilities;
  }
  return { can, authorize, authorizeGlobal, abilities, globalAbilities };
}
