import type { MessageKey } from '@custodia/contracts';

/**
 * The history state of a redirect away from a screen the session may not open: the screen the
 * user lands on names the refused one (spec §2 sends them to the dashboard; issue 10 asks why).
 */
type RefusalState = { refusedScreen: MessageKey };

export function refusalState(screen: MessageKey): RefusalState {
  return { refusedScreen: screen };
}

/** The refused screen's name key, when the address was reached by such a redirect. */
export function refusedScreen(state: unknown): MessageKey | undefined {
  const screen = (state as Partial<RefusalState> | null)?.refusedScreen;
  return typeof screen === 'string' ? screen : undefined;
}
