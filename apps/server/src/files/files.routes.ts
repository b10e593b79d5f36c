import { filesApi, limits, trashApi } from '@custodia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import {
  addFileVersion,
  type FileContent,
  fileVersions,
  listFiles,
  moveInTrd,
  moveToTrash,
  openFile,
  type PartsReader,
  updateFileData,
  uploadFiles,
  uploadLimits,
} from './files.service.ts';
import { actOnTrash, listTrash } from './trash.service.ts';

/** An upload's parts, cut by busboy one file past the company's limits so the refusal names it. */
const partsOf =
  (request: FastifyRequest): PartsReader =>
  (rules) =>
    request.parts({
      limits: {
        files: limits.uploads.maxFilesCeiling + 1,
        fileSize: rules.max_bytes + 1,
        fields: 2 * limits.uploads.maxFilesCeiling + 1,
      },
    });

/**
 * Sends a stored file with its stored type, never sniffed, never run: a sandboxing policy with no
 * sources, and inline only for what the viewer draws (PDF and pictures). Byte ranges answer 206.
 */
function sendFile(reply: FastifyReply, content: FileContent): FastifyReply {
  const { range, size } = content;
  reply
    .type(content.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header(
      'content-disposition',
      contentDisposition(content.inline ? 'inline' : 'attachment', content.name),
    )
    .header('accept-ranges', 'bytes')
    .header('content-length', range ? range.end - range.start + 1 : size);
  if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  return reply.send(content.stream);
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, filesApi.upload, ({ actor, params, query, request }) =>
    uploadFiles(services, actor, params.id, query.action, partsOf(request)),
  );
  route(app, filesApi.limits, ({ actor }) => uploadLimits(services, actor));
  route(app, filesApi.list, ({ actor, params }) => listFiles(services, actor, params.id));
  route(app, filesApi.download, async ({ actor, params, query, request, reply }) =>
    sendFile(reply, await openFile(services, actor, params.id, query, request.headers.range)),
  );
  route(app, filesApi.update, ({ actor, params, body }) =>
    updateFileData(services, actor, params.id, body),
  );
  route(app, filesApi.versions, ({ actor, params }) => fileVersions(services, actor, params.id));
  route(app, filesApi.addVersion, ({ actor, params, request }) =>
    addFileVersion(services, actor, params.id, partsOf(request)),
  );
  route(app, filesApi.moveToTrash, ({ actor, params, body }) =>
    moveToTrash(services, actor, params.id, body),
  );
  route(app, filesApi.uploadToLevel, ({ actor, params, query, request }) =>
    uploadFiles(services, actor, params.id, query.action, partsOf(request), params.levelId),
  );
  route(app, filesApi.updateInTrd, ({ actor, params, body }) =>
    updateFileData(services, actor, params.id, body, 'trd'),
  );
  route(app, filesApi.moveInTrd, ({ actor, params, body }) =>
    moveInTrd(services, actor, params.id, body),
  );
  route(app, trashApi.list, ({ actor, query }) => listTrash(services, actor, query));
  route(app, trashApi.act, ({ actor, query, body }) =>
    actOnTrash(services, actor, query.action, body),
  );
}
