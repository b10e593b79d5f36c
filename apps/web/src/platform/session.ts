import type { SessionDto } from '@custodia/contracts';
import { useSyncExternalStore } from 'react';

const storageKey = 'custodia.session';
const listeners = new Set<() => void>();

/**
 * The stored session, if it holds a token. Its schema is not loaded with the first screen (zod
 * stays out of it): the logged-in shell checks the whole value before anything reads it
 * (useSessionRefresh), and a value that no longer matches (older release, hand-edited) then counts
 * as no session.
 */
function readStored(): SessionDto | null {
  const raw = localStorage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const holdsToken =
      typeof value === 'object' &&
      value !== null &&
      typeof Reflect.get(value, 'access') === 'string';
    return holdsToken ? (value as SessionDto) : null;
  } catch {
    return null;
  }
}

let current = readStored();

function emit(): void {
  for (const listener of listeners) listener();
}

// Logging out (or in) in one tab applies to the others.
window.addEventListener('storage', (event) => {
  if (event.key !== storageKey && event.key !== null) return;
  current = readStored();
  emit();
});

export function getSession(): SessionDto | null {
  return current;
}

export function setSession(session: SessionDto): void {
  current = session;
  localStorage.setItem(storageKey, JSON.stringify(session));
  emit();
}

export function clearSession(): void {
  current = null;
  localStorage.removeItem(storageKey);
  emit();
}

/** The server refused a call because the password expired: keep the user on the renewal screen. */
export function markPasswordExpired(): void {
  if (current && current.password_expiration_days !== 0) {
    setSession({ ...current, password_expiration_days: 0 });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionDto | null {
  return useSyncExternalStore(subscribe, getSession);
}

/** For screens behind a logged-in route guard, where a session always exists. */
export function useActiveSession(): SessionDto {
  const session = useSession();
  if (!session) throw new Error('useActiveSession used outside a logged-in route');
  return session;
}
