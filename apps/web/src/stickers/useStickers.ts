import { type StickerSettingsInput, stickersApi } from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { useBlobSrc } from '../platform/useBlobSrc.ts';

export function useStickerSettings() {
  return useQuery(readQuery(stickersApi.settings, {}));
}

/** Saves the layout, or a new logo, and shows what the server kept. */
export function useSaveSticker() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateReads(queryClient, stickersApi.settings, stickersApi.logo);
  return {
    layout: useMutation({
      mutationFn: (input: StickerSettingsInput) =>
        call(stickersApi.updateSettings, { body: input }),
      onSuccess,
    }),
    logo: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append('logo', file);
        return call(stickersApi.setLogo, { body });
      },
      onSuccess,
    }),
  };
}

/** The logo as an address an <img> can show. */
export function useStickerLogo(hasLogo: boolean): string | undefined {
  return useBlobSrc(readQuery(stickersApi.logo, {}, { quiet: true }), hasLogo);
}

/**
 * Opens a record's sticker, a PDF fetched with the bearer header, in a new tab where the browser's
 * viewer prints it. The tab is opened at the click, before the fetch, so no pop-up blocker stops it.
 */
export function usePrintSticker() {
  return useMutation({
    mutationFn: async (record: { formId: string; recordId: string }) => {
      const tab = window.open('', '_blank');
      try {
        const pdf = await call(stickersApi.pdf, {
          params: { id: record.formId, recordId: record.recordId },
        });
        const address = URL.createObjectURL(pdf);
        if (tab) tab.location.href = address;
        else window.location.assign(address);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
