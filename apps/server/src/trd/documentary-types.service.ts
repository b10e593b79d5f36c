import type {
  AcceptedDto,
  DocumentaryTypeChoiceDto,
  DocumentaryTypeDto,
} from '@custodia/contracts';
import { valuesSet } from '../platform/audit.ts';
import type { Actor } from '../platform/auth.ts';
import { found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import * as repo from './documentary-types.repo.ts';
import { auditTrd } from './trd.service.ts';

function toDto(row: repo.DocumentaryTypeRow, actor: Actor): DocumentaryTypeDto {
  return {
    id: row.id,
    name: row.name,
    created_by: { id: row.created_by, name: row.creator_name },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    in_use: row.in_use,
    abilities: abilities(actor, 'documentaryType', row),
  };
}

const typeEntity = (id: string) => ({ type: 'documentary_type', id }) as const;

/** A type by id, locked for a change when asked; files name their type by it. */
export function findDocumentaryType(work: Work<Doer>, id: string, lock = false) {
  return repo.findDocumentaryType(work.tx, work.tenantId, id, lock);
}

async function existing(work: Work, id: string, lock = false) {
  return found(await findDocumentaryType(work, id, lock), 'documentaryTypeNotFound');
}

export async function listDocumentaryTypes(
  work: Work,
  name: string | undefined,
): Promise<DocumentaryTypeDto[]> {
  const rows = await repo.listDocumentaryTypes(work.tx, work.tenantId, name);
  return rows.map((row) => toDto(row, work.actor));
}

/** Every type's id and name, for whoever names a file's type: no more than a file shows. */
export function documentaryTypeChoices(work: Work): Promise<DocumentaryTypeChoiceDto[]> {
  return repo.documentaryTypeChoices(work.tx, work.tenantId);
}

export async function getDocumentaryType(work: Work, id: string): Promise<DocumentaryTypeDto> {
  return toDto(await existing(work, id), work.actor);
}

/** A name unique in the company (20011), whoever created the other one. */
export async function createDocumentaryType(work: Work, name: string): Promise<DocumentaryTypeDto> {
  const id = await repo.insertDocumentaryType(work.tx, work.tenantId, name, work.actor.userId);
  await auditTrd(work, 'type_create', typeEntity(id), valuesSet({ name }));
  return toDto(await existing(work, id), work.actor);
}

export async function renameDocumentaryType(
  work: Work,
  id: string,
  name: string,
): Promise<DocumentaryTypeDto> {
  const before = await existing(work, id, true);
  authorize(work.actor, 'documentaryType.edit', before);
  await repo.renameDocumentaryType(work.tx, work.tenantId, id, name);
  if (before.name !== name) {
    await auditTrd(work, 'type_update', typeEntity(id), { name: { from: before.name, to: name } });
  }
  return toDto(await existing(work, id), work.actor);
}

/** A type that files or series use stays (20012). */
export async function deleteDocumentaryType(work: Work, id: string): Promise<AcceptedDto> {
  const type = await existing(work, id, true);
  authorize(work.actor, 'documentaryType.delete', type);
  await auditTrd(work, 'type_delete', typeEntity(id), valuesSet({ name: type.name }));
  await repo.deleteDocumentaryType(work.tx, work.tenantId, id);
  return { detail: 'ok' };
}
