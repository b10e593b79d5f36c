import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestBlob } from '../platform/http.ts';

export const avatarQueryKey = ['avatar'] as const;

/**
 * An address an <img> can show for a protected avatar: the image is fetched with the bearer header
 * and handed over as an object URL, released when no longer shown.
 */
export function useAvatarSrc(avatarUrl: string | null): string | undefined {
  const { data: blob } = useQuery({
    queryKey: [...avatarQueryKey, avatarUrl],
    // A missing picture falls back to initials; it is not worth a message.
    queryFn: ({ signal }) => requestBlob(avatarUrl ?? '', { signal, quiet: true }),
    enabled: avatarUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob || avatarUrl === null) {
      setSrc(undefined);
      return;
    }
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob, avatarUrl]);
  return src;
}
