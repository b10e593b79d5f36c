import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * An address an <img> can show for a protected image (avatars, the sticker logo): the image is
 * fetched with the bearer header and handed over as an object URL, released when no longer shown.
 */
export function useBlobSrc(
  read: Pick<UseQueryOptions<Blob>, 'queryKey' | 'queryFn'>,
  enabled: boolean,
): string | undefined {
  const { data: blob } = useQuery({
    ...read,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!blob || !enabled) {
      setSrc(undefined);
      return;
    }
    const url = URL.createObjectURL(blob);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [blob, enabled]);
  return src;
}
