import { ExpedientStatus, type ExpedientStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import {
  containsPattern,
  countMatching,
  type PageRows,
  selectPage,
  selectRows,
  Where,
} from '../platform/sql.ts';
import { fundOf } from '../trd/index.ts';

/** How many nodes hang right below the parent: a named node's code is its number among them. */
export async function childCount(tx: Sql, tenantId: string, parentId: string): Promise<number> {
  const [{ count } = { count: '0' }] = await tx.query<{ count: string }>(
    'SELECT count(*) FROM trd_nodes WHERE tenant_id = $1 AND parent_id = $2',
    [tenantId, parentId],
  );
  return Number(count);
}

export async function nodesById(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<{ id: string; parent_id: string; level: number; code: string; name: string }[]> {
  return tx.query(
    `SELECT id, parent_id, level, code, name FROM trd_nodes
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) ORDER BY code`,
    [tenantId, ids],
  );
}

/** Whether files sit right in this node (not below it): then it is not divided further. */
export async function nodeHoldsFiles(tx: Sql, tenantId: string, nodeId: string): Promise<boolean> {
  const [row] = await tx.query<{ holds: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM record_files WHERE tenant_id = $1 AND trd_node_id = $2) AS holds`,
    [tenantId, nodeId],
  );
  return row?.holds ?? false;
}

export type ExpedientRow = {
  id: string;
  number: string;
  name: string;
  subject: string;
  opened_on: string;
  status: ExpedientStatusValue;
  closed_at: Date | null;
  series_id: string;
  series_code: string;
  series_name: string;
  background_id: string;
  office_due_on: string | null;
  central_due_on: string | null;
  index_sha256: string | null;
  /** The expedient's node and every level above it, for the rule of who reads it. */
  ancestor_ids: string[];
};

/**
 * An expedient with its series and the dates its retention gives from the closing day (in the
 * company's time zone): office years after it, it is due for transfer to the central archive;
 * central years after that, for its final disposition.
 */
const expedientSelect = `n.id, e.number, n.name, e.subject, to_char(e.opened_on, 'YYYY-MM-DD') AS opened_on,
  e.status, e.closed_at, e.index_sha256, s.id AS series_id, s.code AS series_code, s.name AS series_name,
  ${fundOf('n')} AS background_id,
  to_char(d.office_due, 'YYYY-MM-DD') AS office_due_on,
  to_char(d.office_due + make_interval(years => s.central_years), 'YYYY-MM-DD') AS central_due_on,
  ARRAY(SELECT x.ancestor_id::text FROM trd_node_ancestors x
         WHERE x.tenant_id = n.tenant_id AND x.node_id = n.id) AS ancestor_ids`;

/** What an expedient's row joins for its columns: each finds one row. */
const expedientJoins = `JOIN trd_nodes n ON n.tenant_id = e.tenant_id AND n.id = e.node_id
  JOIN trd_nodes s ON s.tenant_id = n.tenant_id AND s.id = n.parent_id
  JOIN tenants t ON t.id = e.tenant_id
  CROSS JOIN LATERAL (SELECT (e.closed_at AT TIME ZONE t.time_zone)::date
                             + make_interval(years => s.office_years) AS office_due) d`;

const expedientFrom = `expedients e ${expedientJoins}`;

export async function findExpedient(
  tx: Sql,
  tenantId: string,
  id: string,
  forUpdate = false,
): Promise<ExpedientRow | undefined> {
  const [row] = await tx.query<ExpedientRow>(
    `SELECT ${expedientSelect} FROM ${expedientFrom}
      WHERE e.tenant_id = $1 AND e.node_id = $2 ${forUpdate ? 'FOR UPDATE OF e' : ''}`,
    [tenantId, id],
  );
  return row;
}

const expedientConflicts: UniqueConflicts = {
  expedients_number_unique: { error: 'expedientNumberTaken', field: 'number' },
};

/** Whether another expedient of the company has this number (case aside). */
export async function numberTaken(
  tx: Sql,
  tenantId: string,
  number: string,
  except: string | null = null,
): Promise<boolean> {
  const [row] = await tx.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM expedients WHERE tenant_id = $1 AND lower(number) = lower($2)
                      AND node_id IS DISTINCT FROM $3::uuid) AS taken`,
    [tenantId, number, except],
  );
  return row?.taken ?? false;
}

/** The expedient's own row, beside its node (whose code is the expedient's number). */
export async function insertExpedient(
  tx: Sql,
  tenantId: string,
  id: string,
  fields: { number: string; subject: string; openedOn: string },
): Promise<void> {
  await withConflictAnswers(expedientConflicts, () =>
    tx.query(
      `INSERT INTO expedients (tenant_id, node_id, number, subject, opened_on)
       VALUES ($1, $2, $3, $4, $5)`,
      [tenantId, id, fields.number, fields.subject, fields.openedOn],
    ),
  );
}

/** The expedient's own columns; its number as its node's code and its name are the tree's. */
export async function updateExpedient(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: { number?: string; subject?: string; opened_on?: string },
): Promise<void> {
  await withConflictAnswers(expedientConflicts, async () => {
    await tx.query(
      `UPDATE expedients SET number = coalesce($3, number), subject = coalesce($4, subject),
              opened_on = coalesce($5::date, opened_on)
        WHERE tenant_id = $1 AND node_id = $2`,
      [tenantId, id, patch.number ?? null, patch.subject ?? null, patch.opened_on ?? null],
    );
  });
}

export type ExpedientFilter = {
  number?: string;
  name?: string;
  subject?: string;
  series?: string;
  status?: ExpedientStatusValue;
  limit: number;
  offset: number;
};

/**
 * How a part of a name or subject is looked for (migration 025). LIKE under row-level security
 * uses no index, so the trigram index is read by the definer function, which returns every match
 * (`amongMatches`): cheap while a part is rare, dear when most expedients have it. Asked row by
 * row instead (`rowMatches`), a part costs the rows read: those few that the other criteria leave,
 * or a page read in number order from its start, which stops when full.
 */
type TextMatches = (field: 'name' | 'subject') => string;
const amongMatches: TextMatches = (field) =>
  `e.node_id IN (SELECT * FROM expedients_containing('${field}', ?))`;
const rowMatches: TextMatches = (field) => `expedient_text_matches(e.node_id, '${field}', ?)`;

/**
 * The consultation (spec §2): a company's expedients by number, name, subject, series and status.
 * The one query every reader of expedients goes through, so the level permissions' scope joins
 * here (`visibleTo` below) and nowhere else.
 */
export async function consultExpedients(
  tx: Sql,
  tenantId: string,
  consulted: string[] | null,
  filter: ExpedientFilter,
): Promise<PageRows<ExpedientRow>> {
  /** The conditions, the name's and subject's as `textMatches` says, or none of them. */
  const conditions = (textMatches: TextMatches | null) => {
    const where = new Where('e.tenant_id = $1', tenantId);
    // The scope (expedients.policy `consultedLevels`): below a level consulted, by uuid equality
    // through the ancestry so the row-level security keeps its index (decision 42).
    if (consulted) {
      where.and(
        `EXISTS (SELECT 1 FROM trd_node_ancestors ca WHERE ca.tenant_id = e.tenant_id
                    AND ca.node_id = e.node_id AND ca.ancestor_id IN (SELECT unnest(?::uuid[])))`,
        consulted,
      );
    }
    if (filter.number) {
      // Numbers start alike within a series' scheme: a prefix over the index of migration 023.
      where.and(
        'e.number_key >= ? AND e.number_key < next_text(?)',
        filter.number.toLowerCase(),
        filter.number.toLowerCase(),
      );
    }
    if (filter.name && textMatches) where.and(textMatches('name'), containsPattern(filter.name));
    if (filter.subject && textMatches) {
      where.and(textMatches('subject'), containsPattern(filter.subject));
    }
    if (filter.status !== undefined) where.and('e.status = ?', filter.status);
    if (filter.series) {
      where.and(
        `EXISTS (SELECT 1 FROM trd_node_ancestors sa WHERE sa.tenant_id = e.tenant_id
                    AND sa.node_id = e.node_id AND sa.ancestor_id = ?)`,
        filter.series,
      );
    }
    return where;
  };
  // Every condition and the order read the expedient alone: the counts and the choice of the page
  // leave its node, series and company aside.
  const from = 'expedients e';
  // Up to the count's cap of expedients left by the other criteria, the parts are asked row by
  // row (about 7 µs a row: 70 ms at most); past it, and without other criteria, the function
  // answers, unless its matches pass the cap too: then the page walks the number's order.
  let textMatches = amongMatches;
  const narrowed = filter.number || filter.series || filter.status !== undefined;
  if ((filter.name || filter.subject) && narrowed) {
    const rest = await countMatching(tx, from, conditions(null));
    if (!rest.capped) textMatches = rowMatches;
  }
  const counted = await countMatching(tx, from, conditions(textMatches));
  const rows = await selectRows<ExpedientRow>(
    tx,
    {
      select: expedientSelect,
      from,
      joins: { alias: 'e', sql: expedientJoins },
      where: conditions(counted.capped ? rowMatches : textMatches),
      orderBy: 'e.number_key, e.node_id',
    },
    filter,
  );
  return { rows, ...counted };
}

/** Closed expedients whose stay in the office (transfer) or central archive (disposition) is over. */
export function dueExpedients(
  tx: Sql,
  tenantId: string,
  filter: { stage: 'transfer' | 'disposition'; limit: number; offset: number },
): Promise<PageRows<ExpedientRow>> {
  const due =
    filter.stage === 'transfer'
      ? 'd.office_due'
      : 'd.office_due + make_interval(years => s.central_years)';
  const where = new Where('e.tenant_id = $1', tenantId)
    .and(`e.status = ${ExpedientStatus.closed}`)
    .and(`${due} <= (now() AT TIME ZONE t.time_zone)::date`);
  return selectPage<ExpedientRow>(
    tx,
    { select: expedientSelect, from: expedientFrom, where, orderBy: `${due}, e.node_id` },
    filter,
  );
}

/** One document of an expedient as its files stand now, with what the index needs of it. */
export type LiveDocumentRow = {
  file_id: string;
  record_id: string;
  version: number;
  name: string;
  documentary_type: string | null;
  created_at: Date;
  added_at: Date;
  sha256: string;
  pages: number | null;
  mime: string;
  size: string;
  origin: 1 | 2;
  storage_key: string;
};

/**
 * The files of an expedient and of everything below it (subdivisions, directories), in the order
 * they were placed there, each at its version in force; trashed ones are not part of it.
 */
export function liveDocuments(
  tx: Sql,
  tenantId: string,
  expedientId: string,
): Promise<LiveDocumentRow[]> {
  return tx.query<LiveDocumentRow>(
    `SELECT rf.id AS file_id, rf.record_id, rf.version, rf.name, dt.name AS documentary_type,
            rf.created_at, rf.located_at AS added_at, v.sha256, v.pages, v.mime, v.size, rf.origin,
            v.storage_key
       FROM trd_node_ancestors a
       JOIN record_files rf ON rf.tenant_id = a.tenant_id AND rf.trd_node_id = a.node_id
       JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id AND v.version = rf.version
       LEFT JOIN documentary_types dt ON dt.tenant_id = rf.tenant_id AND dt.id = rf.documentary_type_id
      WHERE a.tenant_id = $1 AND a.ancestor_id = $2 AND rf.trashed_at IS NULL
      ORDER BY rf.located_at, rf.seq`,
    [tenantId, expedientId],
  );
}

export async function savePages(
  tx: Sql,
  tenantId: string,
  fileId: string,
  version: number,
  pages: number,
): Promise<void> {
  await tx.query(
    'UPDATE file_versions SET pages = $4 WHERE tenant_id = $1 AND file_id = $2 AND version = $3',
    [tenantId, fileId, version, pages],
  );
}

export type FrozenEntryRow = {
  position: number;
  file_id: string;
  version: number;
  name: string;
  documentary_type: string | null;
  created_at: Date;
  added_at: Date;
  sha256: string;
  first_page: number;
  last_page: number;
  format: string;
  size: string;
  origin: 1 | 2;
};

export type FrozenEntry = Omit<FrozenEntryRow, 'size'> & { size: number };

export function frozenEntries(
  tx: Sql,
  tenantId: string,
  expedientId: string,
): Promise<(FrozenEntryRow & { record_id: string | null; storage_key: string | null })[]> {
  return tx.query(
    `SELECT x.position, x.file_id, x.version, x.name, x.documentary_type, x.created_at, x.added_at,
            x.sha256, x.first_page, x.last_page, x.format, x.size, x.origin,
            rf.record_id, v.storage_key
       FROM expedient_index_entries x
       LEFT JOIN record_files rf ON rf.tenant_id = x.tenant_id AND rf.id = x.file_id
       LEFT JOIN file_versions v ON v.tenant_id = x.tenant_id AND v.file_id = x.file_id
        AND v.version = x.version
      WHERE x.tenant_id = $1 AND x.expedient_id = $2
      ORDER BY x.position`,
    [tenantId, expedientId],
  );
}

/** The entry's columns in the order the closing inserts them. */
const frozenColumns = [
  'position',
  'file_id',
  'version',
  'name',
  'documentary_type',
  'created_at',
  'added_at',
  'sha256',
  'first_page',
  'last_page',
  'format',
  'size',
  'origin',
] as const satisfies readonly (keyof FrozenEntry)[];

/** Freezes the index and closes the expedient, in the caller's transaction. */
export async function closeExpedient(
  tx: Sql,
  tenantId: string,
  id: string,
  close: { by: string; at: Date; entries: FrozenEntry[]; indexSha256: string },
): Promise<void> {
  const { entries } = close;
  if (entries.length > 0) {
    await tx.query(
      `INSERT INTO expedient_index_entries (tenant_id, expedient_id, position, file_id, version, name,
          documentary_type, created_at, added_at, sha256, first_page, last_page, format, size, origin)
       SELECT $1, $2, * FROM unnest($3::int[], $4::uuid[], $5::int[], $6::text[], $7::text[],
          $8::timestamptz[], $9::timestamptz[], $10::text[], $11::int[], $12::int[], $13::text[],
          $14::bigint[], $15::smallint[])`,
      [tenantId, id, ...frozenColumns.map((column) => entries.map((entry) => entry[column]))],
    );
  }
  await tx.query(
    `UPDATE expedients
        SET status = ${ExpedientStatus.closed}, closed_at = $3, closed_by = $4, index_sha256 = $5
      WHERE tenant_id = $1 AND node_id = $2`,
    [tenantId, id, close.at, close.by, close.indexSha256],
  );
}

/** One line of a series' FUID inventory: an expedient below it, in opening order. */
export type FuidRow = {
  number: string;
  name: string;
  subject: string;
  opened_on: string;
  closed_on: string | null;
  pages: string;
  support: 1 | 2 | 3 | null;
};

/**
 * The expedients of a series or subseries (and of its subseries), each with its pages: the frozen
 * index's last page once closed, the pages known so far while open (a file not read yet counts 1).
 */
export function fuidRows(tx: Sql, tenantId: string, seriesId: string): Promise<FuidRow[]> {
  return tx.query<FuidRow>(
    `SELECT e.number, n.name, e.subject, to_char(e.opened_on, 'YYYY-MM-DD') AS opened_on,
            to_char((e.closed_at AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS closed_on,
            CASE WHEN e.status = ${ExpedientStatus.closed} THEN
              (SELECT coalesce(max(x.last_page), 0) FROM expedient_index_entries x
                WHERE x.tenant_id = e.tenant_id AND x.expedient_id = e.node_id)
            ELSE
              (SELECT coalesce(sum(coalesce(v.pages, 1)), 0) FROM trd_node_ancestors d
                 JOIN record_files rf ON rf.tenant_id = d.tenant_id AND rf.trd_node_id = d.node_id
                  AND rf.trashed_at IS NULL
                 JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id
                  AND v.version = rf.version
                WHERE d.tenant_id = e.tenant_id AND d.ancestor_id = e.node_id)
            END AS pages,
            s.support
       FROM trd_node_ancestors a
       JOIN expedients e ON e.tenant_id = a.tenant_id AND e.node_id = a.node_id
       JOIN trd_nodes n ON n.tenant_id = e.tenant_id AND n.id = e.node_id
       JOIN trd_nodes s ON s.tenant_id = n.tenant_id AND s.id = n.parent_id
       JOIN tenants t ON t.id = e.tenant_id
      WHERE a.tenant_id = $1 AND a.ancestor_id = $2
      ORDER BY e.opened_on, lower(e.number)`,
    [tenantId, seriesId],
  );
}
