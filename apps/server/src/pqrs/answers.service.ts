import {
  type AnswerDraftInput,
  type AnsweringSettingsDto,
  type AnsweringSettingsInput,
  type AnswerSendInput,
  type AnswerTemplateDto,
  type AnswerTemplateInput,
  answerFieldVariable,
  answerTemplateVariables,
  type DispatchSettlementInput,
  FormStatus,
  formatDateTimeNamed,
  formatDay,
  type Language,
  limits,
  type PqrsAnswerOfRecordDto,
  SupportType,
  translate,
  windowPaths,
} from '@custodia/contracts';
import { PDFDocument } from 'pdf-lib';
import { type Calendar, loadCalendar } from '../calendar/index.ts';
import {
  addSignedVersion,
  attachMadePdf,
  fileToSign,
  linkRecordFilesToTask,
} from '../files/index.ts';
import { existingFormWithFields, fieldsOfForm } from '../forms/index.ts';
import { auditRef, changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import type { Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { fileRecord, linkRecords, readableValues } from '../records/index.ts';
import { sealedPdf } from '../signatures/index.ts';
import { answerPdf } from './answer-pdf.ts';
import { answerMailJob, notifyPetitioner } from './answers.jobs.ts';
import type { PqrsAnswerSubject } from './answers.policy.ts';
import { toPqrsAnswerDto } from './answers.present.ts';
import * as repo from './answers.repo.ts';
import { dueDay } from './legal-clock.ts';
import { pqrsSubjectOf } from './pqrs.present.ts';
import * as requests from './pqrs.repo.ts';

export async function answeringSettings(work: Work): Promise<AnsweringSettingsDto> {
  const [outgoing, templates] = await Promise.all([
    repo.outgoingFormOf(work.tx, work.tenantId),
    repo.templatesOf(work.tx, work.tenantId),
  ]);
  return { outgoing_form_id: outgoing, templates };
}

/**
 * The outgoing form files answers in its own numbering with no one's typing but the answer's: an
 * active form with no required field, other than the one the window files into.
 */
export async function updateAnswering(
  work: Work,
  input: AnsweringSettingsInput,
): Promise<AnsweringSettingsDto> {
  const formId = input.outgoing_form_id;
  const settings = await requests.settingsOf(work.tx, work.tenantId);
  if (formId !== null) {
    const form = await existingFormWithFields(work, formId);
    const unfit =
      form.status !== FormStatus.active ||
      form.fields.some((field) => field.required) ||
      form.id === settings.intake_form_id;
    if (unfit) throw new AppError('pqrsOutgoingFormUnfit', { outgoing_form_id: 'errors.60017' });
  }
  const before = await repo.outgoingFormOf(work.tx, work.tenantId);
  await repo.saveOutgoingForm(work.tx, work.tenantId, formId);
  const ref = (id: string | null) => id && auditRef('form', id);
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'settings',
    entityType: 'company',
    entityId: work.tenantId,
    changes: changesBetween({ outgoing_form: ref(before) }, { outgoing_form: ref(formId) }, [
      'outgoing_form',
    ]),
  });
  return answeringSettings(work);
}

const variablePattern = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** A template says only what can be filled: 60021 names the body otherwise. */
function checkedTemplate(input: AnswerTemplateInput): AnswerTemplateInput {
  for (const [, name = ''] of input.body.matchAll(variablePattern)) {
    const known =
      (answerTemplateVariables as readonly string[]).includes(name) ||
      (name.startsWith(answerFieldVariable) && name.length > answerFieldVariable.length);
    if (!known) {
      throw new AppError(
        'pqrsTemplateVariableUnknown',
        { body: `errors.60021?name=${encodeURIComponent(name)}` },
        { name },
      );
    }
  }
  return input;
}

async function auditTemplate(
  work: Work,
  action: 'template_create' | 'template_update' | 'template_delete',
  template: AnswerTemplateDto,
) {
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action,
    entityType: 'company',
    entityId: work.tenantId,
    changes: { name: template.name },
  });
}

export async function createTemplate(
  work: Work,
  input: AnswerTemplateInput,
): Promise<AnswerTemplateDto> {
  const created = await repo.insertTemplate(work.tx, work.tenantId, checkedTemplate(input));
  await auditTemplate(work, 'template_create', created);
  return created;
}

export async function updateTemplate(
  work: Work,
  id: string,
  input: AnswerTemplateInput,
): Promise<AnswerTemplateDto> {
  const updated = found(
    await repo.updateTemplate(work.tx, work.tenantId, id, checkedTemplate(input)),
    'pqrsTemplateNotFound',
  );
  await auditTemplate(work, 'template_update', updated);
  return updated;
}

export async function deleteTemplate(work: Work, id: string): Promise<AnsweringSettingsDto> {
  const deleted = found(
    await repo.deleteTemplate(work.tx, work.tenantId, id),
    'pqrsTemplateNotFound',
  );
  await auditTemplate(work, 'template_delete', deleted);
  return answeringSettings(work);
}

/** A PQRS and its answer as their rules read them, at `now` on the company's calendar. */
async function answered(work: Work, recordId: string, lock = false) {
  const row = await requests.requestOfRecord(work.tx, work.tenantId, recordId, lock);
  if (!row) return undefined;
  const [answer, deliveries, calendar] = await Promise.all([
    repo.answerOf(work.tx, work.tenantId, recordId, lock),
    repo.deliveriesOf(work.tx, work.tenantId, recordId),
    loadCalendar(work),
  ]);
  const subject: PqrsAnswerSubject = {
    pqrs: pqrsSubjectOf(row, calendar, new Date()),
    prepared: Boolean(answer?.outgoing_record_id),
    approved: answer ? !answer.processes_running : false,
    signed: Boolean(answer?.sealed_at || answer?.signature_completed),
    dispatchPending: deliveries.some(
      (delivery) => delivery.channel === 'physical' && delivery.settled_at === null,
    ),
  };
  return { row, answer, deliveries, calendar, subject };
}

type Answered = NonNullable<Awaited<ReturnType<typeof answered>>>;

/** A PQRS's answer beside its record: null for a record that is not one; refused as its record is. */
export async function answerOfRecord(work: Work, recordId: string): Promise<PqrsAnswerOfRecordDto> {
  const read = await answered(work, recordId);
  if (!read) return { answer: null };
  if (!can(work.actor, 'pqrsRequest.view', read.subject.pqrs)) throw new AppError('recordNotFound');
  const [templates, stopped] = await Promise.all([
    repo.templatesOf(work.tx, work.tenantId),
    repo.answeredOf(work.tx, work.tenantId, recordId),
  ]);
  return { answer: toPqrsAnswerDto(read, templates, stopped, work.actor) };
}

/** A PQRS and its answer locked for a change the actor must be allowed. */
async function handled(
  work: Work,
  recordId: string,
  action: 'pqrsAnswer.draft' | 'pqrsAnswer.prepare' | 'pqrsAnswer.seal' | 'pqrsAnswer.send',
): Promise<Answered> {
  const read = found(await answered(work, recordId, true), 'recordNotFound');
  if (!can(work.actor, 'pqrsRequest.view', read.subject.pqrs)) throw new AppError('recordNotFound');
  authorize(work.actor, action, read.subject);
  return read;
}

const day = (calendar: Calendar, at: Date) => formatDay(dueDay(calendar, at));

/**
 * A template filled with the PQRS's data, in the petitioner's language: its petitioner, number,
 * filing and due dates, today, and its record's values by their fields' labels (empty when the
 * record holds none).
 */
export async function fillTemplate(
  work: Work,
  recordId: string,
  input: { template_id: string },
): Promise<{ text: string }> {
  const { row, calendar } = await handled(work, recordId, 'pqrsAnswer.draft');
  const template = found(
    await repo.findTemplate(work.tx, work.tenantId, input.template_id),
    'pqrsTemplateNotFound',
  );
  const record = found(
    await repo.recordValuesOf(work.tx, work.tenantId, recordId),
    'recordNotFound',
  );
  const fields = await fieldsOfForm(work, record.form_id);
  const values = new Map(
    (await readableValues(work, fields, record.field_values)).map((shown) => [
      shown.label,
      shown.value,
    ]),
  );
  const known: Record<(typeof answerTemplateVariables)[number], string> = {
    petitioner:
      row.petitioner?.name ?? translate(row.language as Language, 'pqrsAnswer.pdf.anonymous'),
    number: row.number,
    filed_date: day(calendar, row.received_at),
    due_date: day(calendar, row.due_at),
    today: day(calendar, new Date()),
  };
  const text = template.body.replace(variablePattern, (_, name: string) =>
    name.startsWith(answerFieldVariable)
      ? (values.get(name.slice(answerFieldVariable.length)) ?? '')
      : (known[name as keyof typeof known] ?? ''),
  );
  return { text };
}

export async function saveDraft(
  work: Work,
  recordId: string,
  input: AnswerDraftInput,
): Promise<PqrsAnswerOfRecordDto> {
  await handled(work, recordId, 'pqrsAnswer.draft');
  await repo.saveDraft(work.tx, work.tenantId, recordId, input.text);
  return answerOfRecord(work, recordId);
}

/**
 * Files the drafted answer as an outgoing radicado of the company's outgoing form (its own
 * numbering; filing starts the form's workflow, whose approval steps are the VoBo), with the
 * answer rendered to PDF as its file, linked to the PQRS. Filed now rather than at sending,
 * because the VoBo and the e-signature both work on a record's file (decision 85).
 */
export async function prepareAnswer(work: Work, recordId: string): Promise<PqrsAnswerOfRecordDto> {
  const { row, answer, calendar } = await handled(work, recordId, 'pqrsAnswer.prepare');
  if (!answer) throw new AppError('pqrsAnswerNotDrafted');
  const formId = await repo.outgoingFormOf(work.tx, work.tenantId);
  if (!formId) throw new AppError('pqrsOutgoingFormMissing');
  const language = row.language as Language;
  const now = new Date();
  const record = found(
    await repo.recordValuesOf(work.tx, work.tenantId, recordId),
    'recordNotFound',
  );
  const subject = translate(language, 'pqrsAnswer.outgoingSubject', {
    number: row.number,
    subject: record.subject,
  }).slice(0, limits.recordSubject.max);
  const outgoing = await fileRecord(work, formId, {
    subject,
    support_type: SupportType.electronic,
    document_date: dueDay(calendar, now),
    values: {},
  });
  const pdf = await answerPdf(
    {
      company: work.actor.companyName,
      number: outgoing.number,
      pqrsNumber: row.number,
      date: formatDateTimeNamed(now, calendar.timeZone, language),
      filedAt: day(calendar, row.received_at),
      petitioner: row.petitioner?.name ?? null,
      subject: record.subject,
      text: answer.text,
    },
    language,
  );
  const fileId = await attachMadePdf(work, outgoing.id, {
    name: `${outgoing.number}.pdf`,
    subject: translate(work.language, 'pqrsAnswer.fileSubject', { number: row.number }),
    pdf,
  });
  // Its workflow started with the filing, before the PDF existed: the VoBo's tasks are about it.
  for (const taskId of await repo.openTasksOf(work.tx, work.tenantId, outgoing.id)) {
    await linkRecordFilesToTask(work, { record_id: outgoing.id, task_id: taskId, which: 'last' });
  }
  await linkRecords(work, { from: recordId, to: outgoing.id, kind: 'answer' });
  await repo.setPrepared(work.tx, work.tenantId, recordId, {
    record_id: outgoing.id,
    file_id: fileId,
  });
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'answer_prepare',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: { record: auditRef('record', outgoing.id, outgoing.number) },
  });
  return answerOfRecord(work, recordId);
}

/** The company's seal on the answer's PDF, which becomes its file's next version. */
export async function sealAnswer(work: Work, recordId: string): Promise<PqrsAnswerOfRecordDto> {
  const { row, answer } = await handled(work, recordId, 'pqrsAnswer.seal');
  const fileId = answer?.file_id ?? '';
  const source = found(await fileToSign(work, fileId), 'fileNotFound');
  const sealed = await sealedPdf(work, await PDFDocument.load(await source.bytes()), {
    reason: translate(work.language, 'pqrsAnswer.sealReason', { number: row.number }),
    company: work.actor.companyName,
  });
  await addSignedVersion(work, fileId, sealed.pdf, work.actor.userId);
  await repo.setSealed(work.tx, work.tenantId, recordId);
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'answer_seal',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: { sha256: sealed.sha256 },
  });
  return answerOfRecord(work, recordId);
}

/**
 * Sends the answer, approved and signed: it is published on the tracking page whichever way it
 * goes, and the petitioner counts as told when the mail server takes the mail (a job), at once
 * when the tracking page is the only way, or when a physical dispatch is settled delivered.
 */
export async function sendAnswer(
  work: Work,
  recordId: string,
  input: AnswerSendInput,
): Promise<PqrsAnswerOfRecordDto> {
  const { row, answer } = await handled(work, recordId, 'pqrsAnswer.send');
  const { tx, tenantId, actor } = work;
  const email = row.petitioner?.email;
  if (input.channel === 'email' && !email) throw new AppError('pqrsAnswerNoEmail');
  await repo.publish(tx, tenantId, recordId);
  const now = new Date();
  const deliveryId = await repo.insertDelivery(tx, tenantId, {
    record_id: recordId,
    channel: input.channel,
    created_by: actor.userId,
    ...(input.channel === 'email' && { email }),
    ...(input.channel === 'physical' && {
      courier: input.courier,
      guide_number: input.guide_number,
    }),
    ...(input.channel === 'tracking' && { notified_at: now }),
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'pqrs',
    action: 'answer_send',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: {
      channel: input.channel,
      ...(input.channel === 'physical' && {
        courier: input.courier,
        guide_number: input.guide_number,
      }),
    },
  });
  if (input.channel === 'tracking')
    await notifyPetitioner(work, recordId, now, auditActorOf(actor));
  if (input.channel === 'email' && email) {
    const language = row.language as Language;
    const params = {
      number: row.number,
      outgoing: answer?.outgoing_number ?? '',
      text: answer?.text ?? '',
      url: `${work.platform.config.publicUrl}${windowPaths.track(actor.domain)}`,
      company: actor.companyName,
    };
    await enqueue(work, answerMailJob, {
      record_id: recordId,
      delivery_id: deliveryId,
      to: email,
      subject: translate(language, 'pqrsAnswer.mail.subject', params),
      text: translate(language, 'pqrsAnswer.mail.text', params),
    });
  }
  return answerOfRecord(work, recordId);
}

/** A physical dispatch settled: delivered tells the petitioner; returned keeps the reason. */
export async function settleDispatch(
  work: Work,
  recordId: string,
  deliveryId: string,
  input: DispatchSettlementInput,
): Promise<PqrsAnswerOfRecordDto> {
  const read = found(await answered(work, recordId, true), 'recordNotFound');
  if (!can(work.actor, 'pqrsRequest.view', read.subject.pqrs)) throw new AppError('recordNotFound');
  const delivery = await repo.findDelivery(work.tx, work.tenantId, recordId, deliveryId);
  authorize(work.actor, 'pqrsAnswer.settle', {
    ...read.subject,
    dispatchPending: delivery?.channel === 'physical' && delivery.settled_at === null,
  });
  const reason = input.outcome === 'returned' ? input.reason : null;
  const at = await repo.settleDelivery(work.tx, work.tenantId, deliveryId, {
    outcome: input.outcome,
    reason,
  });
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'pqrs',
    action: 'dispatch_settle',
    entityType: 'record',
    entityId: recordId,
    entityName: read.row.number,
    changes: { guide_number: delivery?.guide_number ?? null, reason },
  });
  if (input.outcome === 'delivered') {
    await notifyPetitioner(work, recordId, at, auditActorOf(work.actor));
  }
  return answerOfRecord(work, recordId);
}
