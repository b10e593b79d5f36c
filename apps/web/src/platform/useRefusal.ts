import { useState } from 'react';
import { ApiError } from './http.ts';

/**
 * Refusals a screen explains where they happen instead of in a passing message, because the user
 * has to act on them (e.g. 'an active group needs at least 2 members'). Pass `handledCodes` to the
 * call so the transport stays silent about them, and `explain` as its error handler.
 */
export function useRefusal(handledCodes: readonly number[]) {
  const [text, setText] = useState<string | null>(null);

  function explain(error: unknown): void {
    if (error instanceof ApiError && error.code !== null && handledCodes.includes(error.code)) {
      setText(error.detail);
    }
  }

  return { handledCodes, text, explain, dismiss: () => setText(null) };
}

export type Refusal = ReturnType<typeof useRefusal>;
