import { stickersApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import {
  formStickerFields,
  readLogo,
  readSettings,
  recordStickerPdf,
  setLogo,
  stickerData,
  updateSettings,
} from './stickers.service.ts';

export async function stickersRoutes(app: FastifyInstance): Promise<void> {
  route(app, stickersApi.settings, ({ work }) => readSettings(work));
  route(app, stickersApi.updateSettings, ({ work, body }) => updateSettings(work, body));
  route(app, stickersApi.setLogo, ({ work, upload }) =>
    setLogo(work, async () => {
      const file = await upload.file();
      if (!file) throw new AppError('validation', { logo: 'fieldRequired' });
      return file.file;
    }),
  );
  route(app, stickersApi.logo, async ({ work, reply }) => {
    const logo = await readLogo(work);
    return reply
      .type(logo.mime)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `inline; filename="logo.${logo.mime.split('/')[1]}"`)
      .send(logo.stream);
  });
  route(app, stickersApi.formFields, ({ work, params }) => formStickerFields(work, params.id));
  route(app, stickersApi.data, ({ work, params }) => stickerData(work, params.id, params.recordId));
  route(app, stickersApi.pdf, async ({ work, params, reply }) => {
    const sticker = await recordStickerPdf(work, params.id, params.recordId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="sticker-${sticker.number}.pdf"`)
      .send(Buffer.from(sticker.pdf));
  });
}
