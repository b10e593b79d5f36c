import { captureApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as mailboxes from './mailboxes.service.ts';
import * as tray from './tray.service.ts';

export async function captureRoutes(app: FastifyInstance): Promise<void> {
  route(app, captureApi.mailboxes, ({ work }) => mailboxes.listMailboxes(work));
  route(app, captureApi.createMailbox, ({ work, body }) => mailboxes.createMailbox(work, body));
  route(app, captureApi.updateMailbox, ({ work, params, body }) =>
    mailboxes.updateMailbox(work, params.id, body),
  );
  route(app, captureApi.removeMailbox, ({ work, params }) =>
    mailboxes.deleteMailbox(work, params.id),
  );
  route(app, captureApi.testMailbox, ({ work, params }) => mailboxes.testMailbox(work, params.id));
  route(app, captureApi.tray, ({ work, query }) => tray.listTray(work, query));
  route(app, captureApi.fileItems, ({ work, body }) => tray.fileItems(work, body));
  route(app, captureApi.attachItems, ({ work, body }) => tray.attachItems(work, body));
  route(app, captureApi.discardItems, ({ work, body }) => tray.discardItems(work, body));
}
