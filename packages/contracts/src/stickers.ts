import { z } from 'zod';
import { IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { StickerTypeValue } from './forms.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/** What a sticker prints, each at its own point of the label (spec §3 sticker configuration). */
export const stickerElements = ['logo', 'company', 'number', 'filed_at', 'fields'] as const;
export type StickerElement = (typeof stickerElements)[number];

/** The PDF standard fonts: every PDF reader has them, and they print á, ñ and ü (WinAnsi). */
export const stickerFonts = ['Helvetica', 'Times-Roman', 'Courier'] as const;
export const StickerFont = z.enum(stickerFonts);

const { label, fontSize } = limits.sticker;

const millimetres = (max: number) =>
  z
    .number({ error: message('validation.numberRange', { min: 0, max }) })
    .min(0, { error: message('validation.numberRange', { min: 0, max }) })
    .max(max, { error: message('validation.numberRange', { min: 0, max }) });

/** A point of the label in millimetres from its top left corner. */
const StickerPoint = z.object({ x: millimetres(label.widthMm), y: millimetres(label.heightMm) });

export const StickerSettingsInput = z.object({
  font: StickerFont,
  font_size: z
    .number({ error: message('validation.numberRange', fontSize) })
    .int({ error: message('validation.numberRange', fontSize) })
    .min(fontSize.min, { error: message('validation.numberRange', fontSize) })
    .max(fontSize.max, { error: message('validation.numberRange', fontSize) }),
  positions: z.object(
    Object.fromEntries(stickerElements.map((element) => [element, StickerPoint])) as Record<
      StickerElement,
      typeof StickerPoint
    >,
  ),
});
export type StickerSettingsInput = z.infer<typeof StickerSettingsInput>;

export const StickerSettingsDto = StickerSettingsInput.extend({
  has_logo: z.boolean(),
  label: z.object({ width_mm: z.number(), height_mm: z.number() }),
});
export type StickerSettingsDto = z.infer<typeof StickerSettingsDto>;

/** The fields a form prints on its stickers (spec §5: at most 4). */
export const StickerFieldsDto = z.object({
  items: z.array(z.object({ id: Uuid, label: z.string() })),
});
export type StickerFieldsDto = z.infer<typeof StickerFieldsDto>;

/** What one record's sticker prints, values as a person reads them (list items by name). */
export const StickerDataDto = z.object({
  company_name: z.string(),
  number: z.string(),
  /** The filing time in the company's time zone, dd/MM/yyyy HH:mm (spec §5). */
  filed_at: z.string(),
  sticker_type: StickerTypeValue,
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  has_logo: z.boolean(),
  abilities: abilitiesSchema('sticker'),
});
export type StickerDataDto = z.infer<typeof StickerDataDto>;

export const RecordStickerParams = IdParams.extend({ recordId: Uuid });

const tag = 'stickers';

export const stickersApi = {
  settings: endpoint({
    method: 'GET',
    path: '/application/config/sticker/',
    tag,
    status: 200,
    response: StickerSettingsDto,
    access: { action: 'sticker.read' },
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/application/config/sticker/',
    tag,
    body: StickerSettingsInput,
    status: 200,
    response: StickerSettingsDto,
    access: { action: 'sticker.configure' },
  }),
  setLogo: endpoint({
    method: 'PUT',
    path: '/application/config/sticker/logo/',
    tag,
    body: 'multipart',
    status: 200,
    response: StickerSettingsDto,
    access: { action: 'sticker.configure' },
  }),
  logo: endpoint({
    method: 'GET',
    path: '/application/config/sticker/logo/',
    tag,
    status: 200,
    response: 'binary',
    access: { action: 'sticker.read' },
  }),
  formFields: endpoint({
    method: 'GET',
    path: '/form/forms/:id/fields/record-sticker/',
    tag,
    params: IdParams,
    status: 200,
    response: StickerFieldsDto,
    access: { session: true },
  }),
  data: endpoint({
    method: 'GET',
    path: '/form/forms/:id/record/:recordId/sticker-data/',
    tag,
    params: RecordStickerParams,
    status: 200,
    response: StickerDataDto,
    access: { session: true },
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/form/forms/:id/record/:recordId/sticker/',
    tag,
    params: RecordStickerParams,
    status: 200,
    response: 'binary',
    access: { session: true },
  }),
};
