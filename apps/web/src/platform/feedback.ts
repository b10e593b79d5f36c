import { getSession } from './session.ts';

/** A short message at the top of the screen. */
export type Notice = {
  level: 'success' | 'error' | 'warning';
  content: string;
  /** Notices with one key show once, however often they are sent. */
  key?: string;
  /** Seconds it stays; antd's default when absent. */
  duration?: number;
};

/** A dialog the person closes: spec §8's refusals at login. */
export type Dialog = { kind: 'error' | 'warning' | 'info'; title: string; content: string };

export type Feedback = { notify(notice: Notice): void; dialog(dialog: Dialog): void };

/** What feedbackThrough needs of antd's message and modal APIs, hook or static alike. */
type MessageApi = { open(config: { type: Notice['level'] } & Omit<Notice, 'level'>): unknown };
type ModalApi = Record<Dialog['kind'], (config: Omit<Dialog, 'kind'>) => unknown>;

/** Feedback shown by antd's message and modal. */
export function feedbackThrough(message: MessageApi, modal: ModalApi): Feedback {
  return {
    notify: ({ level, ...notice }) => message.open({ type: level, ...notice }),
    dialog: ({ kind, ...dialog }) => modal[kind](dialog),
  };
}

let shellFeedback: Feedback | null = null;

/**
 * The logged-in shell shows feedback through its antd App while it is mounted, so the transport's
 * notices stack with its screens' own messages.
 */
export function attachShellFeedback(feedback: Feedback): () => void {
  shellFeedback = feedback;
  return () => {
    if (shellFeedback === feedback) shellFeedback = null;
  };
}

/**
 * Who shows feedback: the logged-in shell while a session lasts; otherwise antd's static holders,
 * loaded on first use, so the visitor's screens load antd only when there is something to say. A
 * notice that ends the session (it expired) goes to the static holders, which outlive the shell.
 */
function feedback(): Promise<Feedback> {
  if (shellFeedback && getSession()) return Promise.resolve(shellFeedback);
  return import('./staticFeedback.tsx').then((module) => module.staticFeedback);
}

export function notify(notice: Notice): void {
  void feedback().then((shown) => shown.notify(notice));
}

export function showDialog(dialog: Dialog): void {
  void feedback().then((shown) => shown.dialog(dialog));
}
