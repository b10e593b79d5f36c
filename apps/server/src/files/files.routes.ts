import { filesApi, trashApi, trdGrantsApi } from '@custodia/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import {
  attachFilingFiles,
  processToAttachTo,
  tasksToRead,
  taskToAttachTo,
  taskToRead,
  taskToTrashFrom,
} from '../processes/index.ts';
import {
  addFileVersion,
  type FileContent,
  filesOfTasks,
  fileVersions,
  levelFiles,
  listFiles,
  moveInTrd,
  moveToTrash,
  moveToTrashAtTask,
  openFile,
  partsOf,
  readFileAgain,
  updateFileData,
  uploadFiles,
  uploadLimits,
  uploadTaskFiles,
} from './files.service.ts';
import { scanReader } from './ocr.service.ts';
import { actOnTrash, listTrash } from './trash.service.ts';

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
  route(app, filesApi.upload, async ({ work, params, query, upload }) => {
    const uploaded = await uploadFiles(work, params.id, query.action, partsOf(upload));
    if (query.action === 'filing') await attachFilingFiles(work, params.id);
    return uploaded;
  });
  route(app, filesApi.limits, ({ work }) => uploadLimits(work));
  route(app, filesApi.list, ({ work, params }) => listFiles(work, params.id));
  // The TRD explorer's level lists files: their feature answers it, under the level's grants.
  route(app, trdGrantsApi.levelFiles, ({ work, query }) => levelFiles(work, query));
  route(app, filesApi.download, async ({ work, params, query, request, reply }) =>
    sendFile(reply, await openFile(work, params.id, query, request.headers.range)),
  );
  route(app, filesApi.update, ({ work, params, body }) => updateFileData(work, params.id, body));
  route(app, filesApi.versions, ({ work, params }) => fileVersions(work, params.id));
  route(app, filesApi.readAgain, ({ work, params }) => readFileAgain(work, params.id));
  route(app, filesApi.scanReader, ({ work }) => scanReader(work));
  route(app, filesApi.addVersion, ({ work, params, upload }) =>
    addFileVersion(work, params.id, partsOf(upload)),
  );
  route(app, filesApi.moveToTrash, ({ work, params, body }) => moveToTrash(work, params.id, body));
  route(app, filesApi.moveToTrashAtTask, async ({ work, params, body }) =>
    moveToTrashAtTask(work, params.id, body, await taskToTrashFrom(work, body.process_task_uuid)),
  );
  // A task or a process is named with its record's form, or with its record and a TRD level, as
  // a record's upload is: another form's or another record's is not it.
  route(app, filesApi.uploadAtTask, async ({ work, params, upload }) => {
    const target = await taskToAttachTo(work, params.id);
    if (target.form_id !== params.formId) throw new AppError('recordNotFound');
    return uploadTaskFiles(work, target, partsOf(upload));
  });
  route(app, filesApi.uploadAtTaskToLevel, async ({ work, params, upload }) => {
    const target = await taskToAttachTo(work, params.id);
    if (target.record_id !== params.recordId) throw new AppError('recordNotFound');
    return uploadTaskFiles(work, target, partsOf(upload), params.levelId);
  });
  route(app, filesApi.uploadAtProcess, async ({ work, params, upload }) => {
    const target = await processToAttachTo(work, params.id);
    if (target.form_id !== params.formId) throw new AppError('recordNotFound');
    return uploadTaskFiles(work, target, partsOf(upload));
  });
  route(app, filesApi.uploadAtProcessToLevel, async ({ work, params, upload }) => {
    const target = await processToAttachTo(work, params.id);
    if (target.record_id !== params.recordId) throw new AppError('recordNotFound');
    return uploadTaskFiles(work, target, partsOf(upload), params.levelId);
  });
  route(app, filesApi.ofTask, async ({ work, params }) =>
    filesOfTasks(work, await taskToRead(work, params.id)),
  );
  route(app, filesApi.ofProcess, async ({ work, params }) =>
    filesOfTasks(work, await tasksToRead(work, params.id)),
  );
  route(app, filesApi.uploadToLevel, ({ work, params, query, upload }) =>
    uploadFiles(work, params.id, query.action, partsOf(upload), params.levelId),
  );
  route(app, filesApi.updateInTrd, ({ work, params, body }) =>
    updateFileData(work, params.id, body, 'trd'),
  );
  route(app, filesApi.moveInTrd, ({ work, params, body }) => moveInTrd(work, params.id, body));
  route(app, trashApi.list, ({ work, query }) => listTrash(work, query));
  route(app, trashApi.act, ({ work, query, body }) => actOnTrash(work, query.action, body));
}
