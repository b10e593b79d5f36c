import {
  FormStatus,
  type PqrsNoticesDto,
  type PqrsNoticesInput,
  type PqrsSettingsDto,
  type PqrsSettingsInput,
  type PqrsTypeDto,
  type PqrsTypeInput,
  windowPaths,
} from '@custodia/contracts';
import { existingFormWithFields } from '../forms/index.ts';
import { auditRef, changesBetween, recordAudit } from '../platform/audit.ts';
import { actorOfUser, auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { can } from '../policies.ts';
import { toPqrsTypeDto } from './pqrs.present.ts';
import * as repo from './pqrs.repo.ts';

/** The company's PQRS types, the law's seeded on first read. */
export async function pqrsTypes(work: Work<Doer>): Promise<repo.PqrsTypeRow[]> {
  const types = await repo.typesOf(work.tx, work.tenantId);
  if (types.length > 0) return types;
  await repo.seedLawTypes(work.tx, work.tenantId);
  return repo.typesOf(work.tx, work.tenantId);
}

async function settingsDto(work: Work, settings: repo.SettingsRow): Promise<PqrsSettingsDto> {
  const types = await pqrsTypes(work);
  return {
    ...settings,
    types: types.map((type) => toPqrsTypeDto(type, work.language)),
    window_path: windowPaths.file(work.actor.domain),
  };
}

export async function getPqrsSettings(work: Work): Promise<PqrsSettingsDto> {
  return settingsDto(work, await repo.settingsOf(work.tx, work.tenantId));
}

/**
 * The form the window files into must take a filing that sets its subject alone (active, with no
 * required field), and its receiver must be an active person who may file in it: the window then
 * never refuses a petitioner for a reason of the company's. An open window needs both.
 */
async function checkIntake(work: Work, input: PqrsSettingsInput): Promise<void> {
  const { intake_form_id: formId, receiver_id: receiverId } = input;
  if (input.window_open && (formId === null || receiverId === null)) {
    throw new AppError('pqrsSettingsIncomplete');
  }
  const form = formId === null ? undefined : await existingFormWithFields(work, formId);
  if (form && (form.status !== FormStatus.active || form.fields.some((field) => field.required))) {
    throw new AppError('pqrsFormUnfit', { intake_form_id: 'errors.60007' });
  }
  if (receiverId === null) return;
  const receiver = await actorOfUser(work.tx, work.tenantId, receiverId);
  if (!receiver || (form && !can(receiver, 'record.file', form))) {
    throw new AppError('pqrsReceiverUnfit', { receiver_id: 'errors.60008' });
  }
}

export async function updatePqrsSettings(
  work: Work,
  input: PqrsSettingsInput,
): Promise<PqrsSettingsDto> {
  await checkIntake(work, input);
  const before = await repo.settingsOf(work.tx, work.tenantId);
  await repo.saveSettings(work.tx, work.tenantId, input);
  const ref = (type: 'form' | 'user', id: string | null) => id && auditRef(type, id);
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'settings',
    entityType: 'company',
    entityId: work.tenantId,
    changes: changesBetween(
      {
        window_open: before.window_open,
        form: ref('form', before.intake_form_id),
        receiver: ref('user', before.receiver_id),
      },
      {
        window_open: input.window_open,
        form: ref('form', input.intake_form_id),
        receiver: ref('user', input.receiver_id),
      },
      ['window_open', 'form', 'receiver'],
    ),
  });
  return settingsDto(work, input);
}

function typeChange(input: PqrsTypeInput, lawKind: string | null): repo.TypeChange {
  const name = input.name ?? null;
  if (name === null && lawKind === null) {
    throw new AppError('pqrsTypeNameRequired', { name: 'errors.60010' });
  }
  return {
    name,
    term_days: input.term_days,
    extension_days: input.extension_days,
    active: input.active,
  };
}

const auditedType = (type: repo.PqrsTypeRow) => ({
  pqrs_type: type.name ?? type.law_kind,
  term_days: type.term_days,
  extension_days: type.extension_days,
  active: type.active,
});

export async function createPqrsType(work: Work, input: PqrsTypeInput): Promise<PqrsTypeDto> {
  await pqrsTypes(work);
  const created = await repo.insertType(work.tx, work.tenantId, typeChange(input, null));
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'type_create',
    entityType: 'company',
    entityId: work.tenantId,
    changes: auditedType(created),
  });
  return toPqrsTypeDto(created, work.language);
}

export async function updatePqrsType(
  work: Work,
  id: string,
  input: PqrsTypeInput,
): Promise<PqrsTypeDto> {
  const before = found(await repo.findType(work.tx, work.tenantId, id), 'pqrsTypeNotFound');
  const change = typeChange(input, before.law_kind);
  const after = found(
    await repo.updateType(work.tx, work.tenantId, id, change),
    'pqrsTypeNotFound',
  );
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'type_update',
    entityType: 'company',
    entityId: work.tenantId,
    changes: {
      pqrs_type: before.name ?? before.law_kind,
      ...changesBetween(auditedType(before), auditedType(after), [
        'term_days',
        'extension_days',
        'active',
      ]),
    },
  });
  return toPqrsTypeDto(after, work.language);
}

export async function getPqrsNotices(work: Work): Promise<PqrsNoticesDto> {
  return repo.noticesOf(work.tx, work.tenantId);
}

/**
 * Who hears of a PQRS running late, how many business days before, and whether an overdue one
 * escalates (issue 47). A due-soon day count changed applies to clocks set from then on.
 */
export async function updatePqrsNotices(
  work: Work,
  input: PqrsNoticesInput,
): Promise<PqrsNoticesDto> {
  const roleId = input.supervisor_role_id;
  if (roleId !== null && !(await repo.roleExists(work.tx, work.tenantId, roleId))) {
    throw new AppError('pqrsSupervisorRoleNotFound', { supervisor_role_id: 'errors.60031' });
  }
  const before = await repo.noticesOf(work.tx, work.tenantId);
  await repo.saveNotices(work.tx, work.tenantId, input);
  const audited = (notices: PqrsNoticesInput) => ({
    supervisors: notices.supervisor_role_id && auditRef('role', notices.supervisor_role_id),
    due_soon_days: notices.due_soon_days,
    escalate_overdue: notices.escalate_overdue,
  });
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'notices',
    entityType: 'company',
    entityId: work.tenantId,
    changes: changesBetween(audited(before), audited(input), [
      'supervisors',
      'due_soon_days',
      'escalate_overdue',
    ]),
  });
  return input;
}
