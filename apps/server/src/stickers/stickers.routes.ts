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
  const { services } = app;

  route(app, stickersApi.settings, ({ actor }) => readSettings(services, actor));
  route(app, stickersApi.updateSettings, ({ actor, body }) =>
    updateSettings(services, actor, body),
  );
  route(app, stickersApi.setLogo, ({ actor, request }) =>
    setLogo(services, actor, async () => {
      const file = await request.file();
      if (!file) throw new AppError('validation', { logo: 'fieldRequired' });
      return file.file;
    }),
  );
  route(app, stickersApi.logo, async ({ actor, reply }) => {
    const logo = await readLogo(services, actor);
    return reply
      .type(logo.mime)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', `inline; filename="logo.${logo.mime.split('/')[1]}"`)
      .send(logo.stream);
  });
  route(app, stickersApi.formFields, ({ actor, params }) =>
    formStickerFields(services, actor, params.id),
  );
  route(app, stickersApi.data, ({ actor, params }) =>
    stickerData(services, actor, params.id, params.recordId),
  );
  route(app, stickersApi.pdf, async ({ actor, params, reply }) => {
    const sticker = await recordStickerPdf(services, actor, params.id, params.recordId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="sticker-${sticker.number}.pdf"`)
      .send(Buffer.from(sticker.pdf));
  });
}
