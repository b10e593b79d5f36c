import type {
  AcceptedDto,
  DocumentaryTypeChoiceDto,
  DocumentaryTypeDto,
} from '@custodia/contracts';
import { valuesSet } from '../platform/audit.ts';
import type { Actor } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { found } from '../platform/errors.ts';
import type { Services } from '../platform/services.ts';
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

async function existing(tx: Sql, actor: Actor, id: string, lock = false) {
  return found(
    await repo.findDocumentaryType(tx, actor.tenantId, id, lock),
    'documentaryTypeNotFound',
  );
}

export function listDocumentaryTypes(
  services: Services,
  actor: Actor,
  name: string | undefined,
): Promise<DocumentaryTypeDto[]> {
  return services.inTenant(actor.tenantId, async (tx) =>
    (await repo.listDocumentaryTypes(tx, actor.tenantId, name)).map((row) => toDto(row, actor)),
  );
}

/** Every type's id and name, for whoever names a file's type: no more than a file shows. */
export function documentaryTypeChoices(
  services: Services,
  actor: Actor,
): Promise<DocumentaryTypeChoiceDto[]> {
  return services.inTenant(actor.tenantId, (tx) => repo.documentaryTypeChoices(tx, actor.tenantId));
}

export function getDocumentaryType(
  services: Services,
  actor: Actor,
  id: string,
): Promise<DocumentaryTypeDto> {
  return services.inTenant(actor.tenantId, async (tx) =>
    toDto(await existing(tx, actor, id), actor),
  );
}

/** A name unique in the company (20011), whoever created the other one. */
export function createDocumentaryType(
  services: Services,
  actor: Actor,
  name: string,
): Promise<DocumentaryTypeDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const id = await repo.insertDocumentaryType(tx, actor.tenantId, name, actor.userId);
    await auditTrd(tx, actor, 'type_create', typeEntity(id), valuesSet({ name }));
    return toDto(await existing(tx, actor, id), actor);
  });
}

export function renameDocumentaryType(
  services: Services,
  actor: Actor,
  id: string,
  name: string,
): Promise<DocumentaryTypeDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await existing(tx, actor, id, true);
    authorize(actor, 'documentaryType.edit', before);
    await repo.renameDocumentaryType(tx, actor.tenantId, id, name);
    if (before.name !== name) {
      await auditTrd(tx, actor, 'type_update', typeEntity(id), {
        name: { from: before.name, to: name },
      });
    }
    return toDto(await existing(tx, actor, id), actor);
  });
}

/** A type that files or series use stays (20012). */
export function deleteDocumentaryType(
  services: Services,
  actor: Actor,
  id: string,
): Promise<AcceptedDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const type = await existing(tx, actor, id, true);
    authorize(actor, 'documentaryType.delete', type);
    await auditTrd(tx, actor, 'type_delete', typeEntity(id), valuesSet({ name: type.name }));
    await repo.deleteDocumentaryType(tx, actor.tenantId, id);
    return { detail: 'ok' };
  });
}
