import type { Work } from './work.ts';

declare const told: unique symbol;

/**
 * Something a feature does that other features act on in the same unit of work (a record filed,
 * a person leaving work): declared by the feature it happens in, which publishes it without
 * knowing who listens, so it depends on none of them. `E` is what a subscriber is told.
 */
export type Topic<E> = { readonly name: string; readonly [told]?: E };

export function topic<E>(name: string): Topic<E> {
  return { name };
}

/** What a subscriber does when its topic is published; a refusal it throws refuses the work. */
export type Subscriber<E> = (work: Work, event: E) => Promise<void>;

/** A feature's subscription, declared in its index.ts and composed in src/subscriptions.ts. */
export type Subscription = { readonly topic: Topic<unknown>; readonly act: Subscriber<unknown> };

/** The topic's publisher is typed to tell it an `E`, which is all `act` is handed. */
export function subscribe<E>(topic: Topic<E>, act: Subscriber<E>): Subscription {
  return { topic, act: (work, event) => act(work, event as E) };
}

/** Every subscription of the process, by topic, in the order they were composed. */
export class Subscriptions {
  readonly #byTopic = new Map<Topic<unknown>, Subscriber<unknown>[]>();

  constructor(subscriptions: readonly Subscription[]) {
    for (const { topic, act } of subscriptions) {
      this.#byTopic.set(topic, [...(this.#byTopic.get(topic) ?? []), act]);
    }
  }

  of<E>(topic: Topic<E>): readonly Subscriber<E>[] {
    return this.#byTopic.get(topic) ?? [];
  }
}

/**
 * Tells every subscriber of the topic, one after the other in the work's transaction: what they
 * write commits or rolls back with it, and the first refusal stops the work.
 */
export async function publish<E>(work: Work, topic: Topic<E>, event: E): Promise<void> {
  for (const act of work.platform.subscriptions.of(topic)) await act(work, event);
}
