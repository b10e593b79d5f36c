import { z } from 'zod';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';

/**
 * Answering a PQRS (issue 47 §3): drafted from the company's templates, filed as an outgoing
 * radicado of its outgoing form, approved by that form's workflow (the VoBo), sealed or signed,
 * and delivered to the petitioner, which stops the law's clock.
 */
const tag = 'pqrs';

export const pqrsAnswerLimits = {
  templateName: { min: 3, max: 100 },
  templateBody: { min: 10, max: 20_000 },
  text: { min: 10, max: 20_000 },
  courier: { min: 2, max: 100 },
  guideNumber: { min: 2, max: 60 },
  returnReason: { min: 4, max: 1000 },
} as const;

/**
 * What a template may say in `{{…}}`: the petitioner's name, the radicado's number, its filing and
 * legal due dates, today, and `{{field:Label}}`, a value of the PQRS record's field so labelled.
 */
export const answerTemplateVariables = [
  'petitioner',
  'number',
  'filed_date',
  'due_date',
  'today',
] as const;
export const answerFieldVariable = 'field:';

export const AnswerTemplateDto = z.object({ id: Uuid, name: z.string(), body: z.string() });
export type AnswerTemplateDto = z.infer<typeof AnswerTemplateDto>;

export const AnswerTemplateInput = z.object({
  name: requiredText(pqrsAnswerLimits.templateName.min, pqrsAnswerLimits.templateName.max),
  body: requiredText(pqrsAnswerLimits.templateBody.min, pqrsAnswerLimits.templateBody.max),
});
export type AnswerTemplateInput = z.infer<typeof AnswerTemplateInput>;

/** The company's way of answering: the outgoing form its answers are filed in, and its templates. */
export const AnsweringSettingsDto = z.object({
  outgoing_form_id: Uuid.nullable(),
  templates: z.array(AnswerTemplateDto),
});
export type AnsweringSettingsDto = z.infer<typeof AnsweringSettingsDto>;

export const AnsweringSettingsInput = z.object({ outgoing_form_id: Uuid.nullable() });
export type AnsweringSettingsInput = z.infer<typeof AnsweringSettingsInput>;

export const FillTemplateInput = z.object({ template_id: Uuid });
export const FilledTemplateDto = z.object({ text: z.string() });

/** The answer's text: paragraphs separated by blank lines. */
export const AnswerDraftInput = z.object({
  text: requiredText(pqrsAnswerLimits.text.min, pqrsAnswerLimits.text.max),
});
export type AnswerDraftInput = z.infer<typeof AnswerDraftInput>;

export const answerChannels = ['email', 'tracking', 'physical'] as const;
export type AnswerChannel = (typeof answerChannels)[number];

/**
 * How the answer goes out. Every way publishes it on the tracking page; the petitioner counts as
 * told when the mail server took the mail, when it is published (tracking alone), or when the
 * courier delivered it.
 */
export const AnswerSendInput = z.discriminatedUnion(
  'channel',
  [
    z.object({ channel: z.literal('email') }),
    z.object({ channel: z.literal('tracking') }),
    z.object({
      channel: z.literal('physical'),
      courier: requiredText(pqrsAnswerLimits.courier.min, pqrsAnswerLimits.courier.max),
      guide_number: requiredText(
        pqrsAnswerLimits.guideNumber.min,
        pqrsAnswerLimits.guideNumber.max,
      ),
    }),
  ],
  { error: 'validation.invalid' },
);
export type AnswerSendInput = z.infer<typeof AnswerSendInput>;

/** A physical dispatch's end: delivered, or returned with the courier's reason. */
export const DispatchSettlementInput = z.discriminatedUnion(
  'outcome',
  [
    z.object({ outcome: z.literal('delivered') }),
    z.object({
      outcome: z.literal('returned'),
      reason: requiredText(pqrsAnswerLimits.returnReason.min, pqrsAnswerLimits.returnReason.max),
    }),
  ],
  { error: 'validation.invalid' },
);
export type DispatchSettlementInput = z.infer<typeof DispatchSettlementInput>;

/** One way the answer went out, with its evidence. */
export const AnswerDeliveryDto = z.object({
  id: Uuid,
  channel: z.enum(answerChannels),
  at: z.string(),
  email: z.string().nullable(),
  /** The mail's Message-ID and the SMTP server's answer, once it took the mail. */
  message_id: z.string().nullable(),
  smtp_response: z.string().nullable(),
  courier: z.string().nullable(),
  guide_number: z.string().nullable(),
  outcome: z.enum(['delivered', 'returned']).nullable(),
  return_reason: z.string().nullable(),
  settled_at: z.string().nullable(),
  /** When the petitioner counts as told by this delivery; null while it is on its way. */
  notified_at: z.string().nullable(),
});
export type AnswerDeliveryDto = z.infer<typeof AnswerDeliveryDto>;

/** A PQRS's answer as the office works it, beside the PQRS's record. */
export const PqrsAnswerDto = z.object({
  /** The draft, or the text filed once prepared. */
  text: z.string().nullable(),
  /** The outgoing radicado it was filed as, and the file holding its PDF. */
  outgoing: z
    .object({
      record_id: z.string(),
      form_id: z.string(),
      number: z.string(),
      file_id: z.string(),
    })
    .nullable(),
  /** No process of the outgoing radicado still runs: its VoBo is given. */
  approved: z.boolean(),
  /** How its PDF was signed: the company's seal, or an e-signature request completed. */
  signed: z.enum(['seal', 'signature']).nullable(),
  deliveries: z.array(AnswerDeliveryDto),
  /** When the petitioner was told (the clock stopped), whether in time, in business days. */
  answered: z.object({ at: z.string(), in_time: z.boolean(), days: z.number() }).nullable(),
  /** The templates to draft it from. */
  templates: z.array(z.object({ id: Uuid, name: z.string() })),
  abilities: abilitiesSchema('pqrsAnswer'),
});
export type PqrsAnswerDto = z.infer<typeof PqrsAnswerDto>;

/** A record's PQRS answer, or null for a record that is not a PQRS. */
export const PqrsAnswerOfRecordDto = z.object({ answer: PqrsAnswerDto.nullable() });
export type PqrsAnswerOfRecordDto = z.infer<typeof PqrsAnswerOfRecordDto>;

const ofPqrs = { tag, params: IdParams, access: { session: true } } as const;

export const pqrsAnswersApi = {
  answering: endpoint({
    method: 'GET',
    path: '/pqrs/answering/',
    tag,
    status: 200,
    response: AnsweringSettingsDto,
    access: { action: 'pqrs.configure' },
  }),
  updateAnswering: endpoint({
    method: 'PUT',
    path: '/pqrs/answering/',
    tag,
    body: AnsweringSettingsInput,
    status: 200,
    response: AnsweringSettingsDto,
    access: { action: 'pqrs.configure' },
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: '/pqrs/answer-templates/',
    tag,
    body: AnswerTemplateInput,
    status: 201,
    response: AnswerTemplateDto,
    access: { action: 'pqrs.configure' },
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: '/pqrs/answer-templates/:id/',
    tag,
    params: IdParams,
    body: AnswerTemplateInput,
    status: 200,
    response: AnswerTemplateDto,
    access: { action: 'pqrs.configure' },
  }),
  deleteTemplate: endpoint({
    method: 'DELETE',
    path: '/pqrs/answer-templates/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AnsweringSettingsDto,
    access: { action: 'pqrs.configure' },
  }),
  ofRecord: endpoint({
    ...ofPqrs,
    method: 'GET',
    path: '/pqrs/requests/:id/answer/',
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
  /** A template filled with this PQRS's data, for the draft: nothing is kept. */
  fill: endpoint({
    ...ofPqrs,
    method: 'POST',
    path: '/pqrs/requests/:id/answer/filled-template/',
    body: FillTemplateInput,
    status: 200,
    response: FilledTemplateDto,
  }),
  saveDraft: endpoint({
    ...ofPqrs,
    method: 'PUT',
    path: '/pqrs/requests/:id/answer/',
    body: AnswerDraftInput,
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
  /** Files the draft as an outgoing radicado with its PDF, linked to the PQRS: its VoBo starts. */
  prepare: endpoint({
    ...ofPqrs,
    method: 'POST',
    path: '/pqrs/requests/:id/answer/preparation/',
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
  /** The company's seal on the answer's PDF, as its next version. */
  seal: endpoint({
    ...ofPqrs,
    method: 'POST',
    path: '/pqrs/requests/:id/answer/seal/',
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
  send: endpoint({
    ...ofPqrs,
    method: 'POST',
    path: '/pqrs/requests/:id/answer/deliveries/',
    body: AnswerSendInput,
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
  settleDispatch: endpoint({
    ...ofPqrs,
    method: 'POST',
    path: '/pqrs/requests/:id/answer/deliveries/:deliveryId/settlement/',
    params: z.object({ id: Uuid, deliveryId: Uuid }),
    body: DispatchSettlementInput,
    status: 200,
    response: PqrsAnswerOfRecordDto,
  }),
} as const;
