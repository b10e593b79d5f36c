import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  allowedParents,
  type DirectoriesInput,
  type DueListQuery,
  type ExpedientDto,
  type ExpedientFilesDto,
  type ExpedientInput,
  type ExpedientListQuery,
  type ExpedientNodeDto,
  ExpedientStatus,
  type ExpedientUpdateInput,
  errorCatalogue,
  formatDay,
  type IndexEntryDto,
  type Language,
  type NodeListDto,
  type Paged,
  type SubdivisionsInput,
  TrdLevel,
  TrdStatus,
  translate,
  type VerifyDto,
} from '@custodia/contracts';
import type { z } from 'zod';
import { pdfPageCount } from '../files/index.ts';
import { heldBy } from '../holds/index.ts';
import { auditRef, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { streamingSheet } from '../platform/sheets.ts';
import { bytesOf, StoredObjectMissing } from '../platform/storage.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import {
  directoryParents,
  findPlacement,
  insertNode,
  type PlacementRow,
  takesNewLevels,
  updateNode,
} from '../trd/index.ts';
import {
  type IndexHeader,
  type IndexLabels,
  indexHash,
  indexPdf,
  indexXml,
  numberPages,
} from './expedient-index.ts';
import { consultedLevels } from './expedients.policy.ts';
import { toExpedientDto, toIndexEntryDto, toNodeDto } from './expedients.present.ts';
import * as repo from './expedients.repo.ts';

async function expedientOf(work: Work, id: string, forUpdate = false) {
  return found(
    await repo.findExpedient(work.tx, work.tenantId, id, forUpdate),
    'expedientNotFound',
  );
}

/**
 * A parent named in a request: it must exist under the fund of the path and be of one of the
 * levels that may hold what is created (spec's allowed parents), else 20063 on `field`.
 */
async function parentOf(
  work: Work,
  where: { id: string; backgroundId: string; levels: readonly TrdLevel[]; field: string },
): Promise<PlacementRow> {
  const node = await findPlacement(work, where.id);
  if (!node || node.background_id !== where.backgroundId || !where.levels.includes(node.level)) {
    throw new AppError('expedientParentInvalid', { [where.field]: 'errors.20063' });
  }
  return node;
}

/**
 * Numbers are unique in the company (20061), said before the tree's own insert would call a
 * number repeated under the same series a taken code; the unique index still judges races.
 */
async function refuseTakenNumber(work: Work, number: string, except?: string) {
  if (await repo.numberTaken(work.tx, work.tenantId, number, except)) {
    throw new AppError('expedientNumberTaken', { number: 'errors.20061' });
  }
}

/**
 * Subdivisions and directories are made only where the tree's rule lets (takesNewLevels, the
 * rule the tree's answers read): an open place where no file sits, else 20062 or 20065 on `field`.
 */
async function ensureTakesNewLevels(work: Work, parent: PlacementRow, field: string) {
  const verdict = takesNewLevels({
    expedient_status: parent.expedient_status,
    holds_files: await repo.nodeHoldsFiles(work.tx, work.tenantId, parent.id),
  });
  if (verdict !== true) {
    throw new AppError(verdict, { [field]: `errors.${errorCatalogue[verdict].code}` });
  }
}

export async function createExpedient(
  work: Work,
  backgroundId: string,
  input: z.output<typeof ExpedientInput>,
): Promise<ExpedientDto> {
  const { tx, actor, tenantId } = work;
  const series = await parentOf(work, {
    id: input.serie_subserie_uuid,
    backgroundId,
    levels: allowedParents[TrdLevel.expedient],
    field: 'serie_subserie_uuid',
  });
  await refuseTakenNumber(work, input.number);
  // The expedient's node goes through the tree's one insert, its number as its code.
  const id = await insertNode(work, {
    parentId: series.id,
    level: TrdLevel.expedient,
    code: input.number,
    name: input.name,
    status: TrdStatus.active,
    createdBy: actor.userId,
  });
  await repo.insertExpedient(tx, tenantId, id, {
    number: input.number,
    subject: input.subject,
    openedOn: input.opened_on,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action: 'create',
    entityType: 'expedient',
    entityId: id,
    changes: valuesSet({
      number: input.number,
      name: input.name,
      subject: input.subject,
      opened_on: input.opened_on,
      parent: auditRef('trd_node', series.id, series.name),
    }),
  });
  return toExpedientDto(await expedientOf(work, id), actor);
}

const editable = ['number', 'name', 'subject', 'opened_on'] as const;

export async function updateExpedient(
  work: Work,
  backgroundId: string,
  id: string,
  patch: z.output<typeof ExpedientUpdateInput>,
): Promise<ExpedientDto> {
  const { tx, actor, tenantId } = work;
  const before = await expedientOf(work, id, true);
  if (before.background_id !== backgroundId) throw new AppError('expedientNotFound');
  authorize(actor, 'expedient.edit', before);
  if (patch.number !== undefined) await refuseTakenNumber(work, patch.number, id);
  await updateNode(work, id, { code: patch.number, name: patch.name });
  await repo.updateExpedient(tx, tenantId, id, patch);
  const after = await expedientOf(work, id);
  const changes = changesBetween(before, after, editable);
  if (Object.keys(changes).length > 0) {
    await recordAudit(tx, auditActorOf(actor), {
      module: 'expedients',
      action: 'update',
      entityType: 'expedient',
      entityId: id,
      changes,
    });
  }
  return toExpedientDto(after, actor);
}

/** Each document's pages: as read with its text, counted now for a PDF not read yet, else 1. */
async function documentsOf(work: Work, expedientId: string) {
  const { tx, tenantId } = work;
  const documents = await repo.liveDocuments(tx, tenantId, expedientId);
  const counted = [];
  for (const document of documents) {
    let pages = document.pages;
    if (pages === null && document.mime === 'application/pdf') {
      const bytes = await work.platform.storage.get(document.storage_key).then(bytesOf, () => null);
      if (bytes) {
        pages = await pdfPageCount(bytes);
        await repo.savePages(tx, tenantId, document.file_id, document.version, pages);
      }
    }
    counted.push({ ...document, pages: pages ?? 1 });
  }
  return numberPages(counted).map((document) => ({
    entry: {
      position: document.position,
      file_id: document.file_id,
      version: document.version,
      name: document.name,
      documentary_type: document.documentary_type,
      created_at: document.created_at,
      added_at: document.added_at,
      sha256: document.sha256,
      first_page: document.first_page,
      last_page: document.last_page,
      format: document.mime,
      size: Number(document.size),
      origin: document.origin,
    } satisfies repo.FrozenEntry,
    record_id: document.record_id,
    storage_key: document.storage_key,
  }));
}

/** The index as it stands: frozen when closed, computed from the files while open. */
async function indexOf(
  work: Work,
  expedient: repo.ExpedientRow,
): Promise<{ frozen: boolean; items: (IndexEntryDto & { storage_key: string | null })[] }> {
  if (expedient.status === ExpedientStatus.closed) {
    const rows = await repo.frozenEntries(work.tx, work.tenantId, expedient.id);
    return {
      frozen: true,
      items: rows.map((row) => ({
        ...toIndexEntryDto({ ...row, size: Number(row.size) }),
        storage_key: row.storage_key,
      })),
    };
  }
  const documents = await documentsOf(work, expedient.id);
  return {
    frozen: false,
    items: documents.map(({ entry, record_id, storage_key }) => ({
      ...toIndexEntryDto({ ...entry, record_id }),
      storage_key,
    })),
  };
}

/**
 * Closing (spec §4, AGN): final. The index is frozen as the files stand now, its hash written on
 * the expedient and into the audit chain; from then on nothing is added.
 */
export async function closeExpedient(work: Work, id: string): Promise<ExpedientDto> {
  const { tx, actor, tenantId } = work;
  const expedient = await expedientOf(work, id, true);
  authorize(actor, 'expedient.close', expedient);
  const entries = (await documentsOf(work, id)).map(({ entry }) => entry);
  const at = new Date();
  const hash = indexHash({ id, number: expedient.number, closed_at: at }, entries);
  await repo.closeExpedient(tx, tenantId, id, {
    by: actor.userId,
    at,
    entries,
    indexSha256: hash,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action: 'close',
    entityType: 'expedient',
    entityId: id,
    changes: {
      status: { from: ExpedientStatus.open, to: ExpedientStatus.closed },
      index_sha256: hash,
      size: entries.length,
    },
  });
  return toExpedientDto(await expedientOf(work, id), actor);
}

/** An expedient the actor may read (expedient.read): 403 beside their levels. */
async function readableExpedient(work: Work, id: string) {
  const expedient = await expedientOf(work, id);
  authorize(work.actor, 'expedient.read', expedient);
  return expedient;
}

/** One expedient as its screen shows it, with the legal holds on it or above it. */
export async function getExpedient(work: Work, id: string): Promise<ExpedientDto> {
  const expedient = await readableExpedient(work, id);
  const holds = await heldBy(work, { nodes: [expedient.id] });
  return { ...toExpedientDto({ ...expedient, held: holds.length > 0 }, work.actor), holds };
}

export async function consultExpedients(
  work: Work,
  query: z.output<typeof ExpedientListQuery>,
): Promise<Paged<ExpedientDto>> {
  const { actor } = work;
  const result = await repo.consultExpedients(work.tx, work.tenantId, consultedLevels(actor), {
    ...query,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toExpedientDto(row, actor));
}

export async function dueExpedients(
  work: Work,
  query: z.output<typeof DueListQuery>,
): Promise<Paged<ExpedientDto>> {
  const result = await repo.dueExpedients(work.tx, work.tenantId, {
    stage: query.stage,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toExpedientDto(row, work.actor));
}

export async function expedientFiles(work: Work, id: string): Promise<ExpedientFilesDto> {
  const index = await indexOf(work, await readableExpedient(work, id));
  return { frozen: index.frozen, items: index.items.map(({ storage_key: _, ...item }) => item) };
}

function indexLabels(language: Language): IndexLabels {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return {
    title: t('expedients.index.title'),
    header: {
      number: t('expedients.fields.number'),
      name: t('expedients.fields.name'),
      subject: t('expedients.fields.subject'),
      series: t('expedients.fields.series'),
      opened: t('expedients.fields.openedOn'),
      closed: t('expedients.fields.closedAt'),
      timeZone: t('calendar.timeZone'),
      company: t('expedients.index.company'),
      hash: t('expedients.index.hash'),
    },
    columns: {
      position: t('expedients.index.position'),
      name: t('expedients.index.name'),
      type: t('expedients.index.documentaryType'),
      created: t('expedients.index.createdAt'),
      added: t('expedients.index.addedAt'),
      pages: t('expedients.index.pages'),
      format: t('expedients.index.format'),
      size: t('expedients.index.size'),
      origin: t('expedients.index.origin'),
    },
    origins: {
      1: t('expedients.origin.electronic'),
      2: t('expedients.origin.digitized'),
    },
  };
}

/** The electronic index of one expedient, as XML or PDF (AGN Acuerdo 002 de 2014). */
export async function expedientIndex(
  work: Work,
  id: string,
  format: 'xml' | 'pdf',
): Promise<{ number: string; body: Buffer }> {
  const expedient = await readableExpedient(work, id);
  const { items } = await indexOf(work, expedient);
  const header: IndexHeader = {
    id: expedient.id,
    number: expedient.number,
    name: expedient.name,
    subject: expedient.subject,
    series: `${expedient.series_code}-${expedient.series_name}`,
    opened_on: expedient.opened_on,
    closed_at: expedient.closed_at?.toISOString() ?? null,
    company: work.actor.companyName,
    index_sha256: expedient.index_sha256,
  };
  const entries = items.map(({ storage_key: _, ...item }) => item);
  const body =
    format === 'xml'
      ? Buffer.from(indexXml(header, entries), 'utf8')
      : Buffer.from(
          await indexPdf(header, entries, indexLabels(work.language), {
            timeZone: work.actor.timeZone,
            language: work.language,
          }),
        );
  return { number: expedient.number, body };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Verification (AGN): every document's bytes are read again from storage and hashed; for a closed
 * expedient, the frozen index is serialized again and hashed, to compare with the hash written at
 * closing. Says which documents changed or went missing.
 */
export async function verifyExpedient(work: Work, id: string): Promise<VerifyDto> {
  const { tx, actor } = work;
  const expedient = await expedientOf(work, id);
  authorize(actor, 'expedient.verify', expedient);
  const index = await indexOf(work, expedient);
  const documents: VerifyDto['documents'] = [];
  for (const item of index.items) {
    const actual = item.storage_key
      ? await work.platform.storage.get(item.storage_key).then(sha256Of, (error) => {
          if (error instanceof StoredObjectMissing) return null;
          throw error;
        })
      : null;
    documents.push({
      position: item.position,
      name: item.name,
      state: actual === null ? 'missing' : actual === item.sha256 ? 'intact' : 'changed',
      expected_sha256: item.sha256,
      actual_sha256: actual,
    });
  }
  let computed: string | null = null;
  if (index.frozen && expedient.closed_at) {
    computed = indexHash(
      { id, number: expedient.number, closed_at: expedient.closed_at },
      index.items.map(({ storage_key: _, record_id: __, ...entry }) => ({
        ...entry,
        created_at: new Date(entry.created_at),
        added_at: new Date(entry.added_at),
      })),
    );
  }
  const indexIntact = computed === expedient.index_sha256;
  const intact = indexIntact && documents.every((document) => document.state === 'intact');
  await recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action: 'verify',
    entityType: 'expedient',
    entityId: id,
    changes: { index_sha256: computed, status: intact ? 'intact' : 'changed' },
  });
  return {
    intact,
    index_sha256: expedient.index_sha256,
    computed_index_sha256: computed,
    index_intact: indexIntact,
    documents,
  };
}

/**
 * A series' inventory in the FUID layout (Formato Único de Inventario Documental, AGN): one row an
 * expedient, with its order, code, name, first and last dates, unit of storage, pages, support and
 * notes (its subject).
 */
export async function seriesFuid(work: Work, seriesId: string): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate(work.language, key);
  const series = await findPlacement(work, seriesId);
  if (!series || !allowedParents[TrdLevel.expedient].includes(series.level)) {
    throw new AppError('trdNodeNotFound');
  }
  const rows = await repo.fuidRows(work.tx, work.tenantId, seriesId);
  const output = new PassThrough();
  const written = bytesOf(output);
  const sheet = streamingSheet(output, t('expedients.fuid.sheet'), [
    { header: t('expedients.fuid.order'), width: 8 },
    { header: t('expedients.fuid.code'), width: 18 },
    { header: t('expedients.fuid.name'), width: 40 },
    { header: t('expedients.fuid.firstDate'), width: 14 },
    { header: t('expedients.fuid.lastDate'), width: 14 },
    { header: t('expedients.fuid.unit'), width: 22 },
    { header: t('expedients.fuid.pages'), width: 10 },
    { header: t('expedients.fuid.support'), width: 14 },
    { header: t('expedients.fuid.notes'), width: 40 },
  ]);
  const supports = {
    1: t('expedients.support.physical'),
    2: t('expedients.support.electronic'),
    3: t('expedients.support.hybrid'),
  };
  rows.forEach((row, index) => {
    sheet.add([
      String(index + 1),
      row.number,
      row.name,
      formatDay(row.opened_on),
      row.closed_on && formatDay(row.closed_on),
      t('expedients.fuid.unitExpedient'),
      String(row.pages),
      row.support ? supports[row.support] : null,
      row.subject,
    ]);
  });
  await sheet.close();
  return written;
}

/** Subdivisions of an open expedient, several at once from a list of names. */
export async function createSubdivisions(
  work: Work,
  backgroundId: string,
  input: z.output<typeof SubdivisionsInput>,
): Promise<NodeListDto> {
  const expedient = await parentOf(work, {
    id: input.expedient_uuid,
    backgroundId,
    levels: allowedParents[TrdLevel.subdivision],
    field: 'expedient_uuid',
  });
  await ensureTakesNewLevels(work, expedient, 'expedient_uuid');
  return createNodes(work, expedient, TrdLevel.subdivision, input.subdivision_struct);
}

/**
 * Directories under a series, subseries, expedient or subdivision, and subdirectories under a
 * directory, from a list of names: the spec's one directory form serves both levels.
 */
export async function createDirectories(
  work: Work,
  backgroundId: string,
  input: z.output<typeof DirectoriesInput>,
): Promise<NodeListDto> {
  const parent = await parentOf(work, {
    id: input.serie_subserie_uuid,
    backgroundId,
    levels: directoryParents,
    field: 'serie_subserie_uuid',
  });
  await ensureTakesNewLevels(work, parent, 'serie_subserie_uuid');
  const level = parent.level === TrdLevel.directory ? TrdLevel.subdirectory : TrdLevel.directory;
  return createNodes(work, parent, level, input.directory_struct);
}

/**
 * Nodes of one level under one parent, named by the list, through the tree's one insert (its
 * parent and sibling rules, 20000–20004). The spec gives subdivisions and directories only a name:
 * their code is their number among their siblings, in the list's order.
 */
async function createNodes(
  work: Work,
  parent: PlacementRow,
  level: TrdLevel,
  names: string[],
): Promise<NodeListDto> {
  const { tx, actor, tenantId } = work;
  const siblings = await repo.childCount(tx, tenantId, parent.id);
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    ids.push(
      await insertNode(work, {
        parentId: parent.id,
        level,
        code: String(siblings + index + 1).padStart(2, '0'),
        name,
        status: TrdStatus.active,
        createdBy: actor.userId,
      }),
    );
  }
  await recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action: 'nodes_create',
    entityType: 'trd_node',
    entityId: parent.id,
    changes: { name: names },
  });
  return { items: (await repo.nodesById(tx, tenantId, ids)).map(toNodeDto) };
}

/**
 * Renames a subdivision, directory or subdirectory. `base` is the node it hangs from, as the create named it:
 * a node that is not that one's child of these levels is not found (20004).
 */
export async function renameNode(
  work: Work,
  target: {
    backgroundId: string;
    id: string;
    base: string;
    levels: readonly TrdLevel[];
    name: string;
  },
): Promise<ExpedientNodeDto> {
  const { tx, actor, tenantId } = work;
  const node = await findPlacement(work, target.id);
  if (
    !node ||
    !target.levels.includes(node.level) ||
    node.parent_id !== target.base ||
    node.background_id !== target.backgroundId
  ) {
    throw new AppError('trdNodeNotFound');
  }
  authorize(actor, 'trdNode.rename', node);
  await updateNode(work, node.id, { name: target.name });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'expedients',
    action: 'node_update',
    entityType: 'trd_node',
    entityId: node.id,
    changes: { name: { from: node.name, to: target.name } },
  });
  const [renamed] = await repo.nodesById(tx, tenantId, [node.id]);
  return toNodeDto(renamed as Parameters<typeof toNodeDto>[0]);
}
