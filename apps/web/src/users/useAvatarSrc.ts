import { usersApi } from '@custodia/contracts';
import { requestBlob } from '../platform/http.ts';
import { readKey } from '../platform/queryKeys.ts';
import { useBlobSrc } from '../platform/useBlobSrc.ts';

/** A user's avatar as an <img> address; a missing picture falls back to initials, quietly. */
export function useAvatarSrc(avatarUrl: string | null): string | undefined {
  return useBlobSrc(
    {
      // The answer names the address, which changes with the picture: it tells the reads apart.
      queryKey: readKey(usersApi.avatar, undefined, avatarUrl ?? ''),
      queryFn: ({ signal }) => requestBlob(avatarUrl ?? '', { signal, quiet: true }),
    },
    avatarUrl !== null,
  );
}
