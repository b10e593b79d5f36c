import { requestBlob } from '../platform/http.ts';
import { useBlobSrc } from '../platform/useBlobSrc.ts';

export const avatarQueryKey = ['avatar'] as const;

/** A user's avatar as an <img> address; a missing picture falls back to initials, quietly. */
export function useAvatarSrc(avatarUrl: string | null): string | undefined {
  return useBlobSrc(
    [...avatarQueryKey, avatarUrl],
    (signal) => requestBlob(avatarUrl ?? '', { signal, quiet: true }),
    avatarUrl !== null,
  );
}
