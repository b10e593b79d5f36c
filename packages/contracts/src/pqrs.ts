import { z } from 'zod';
import { deadlineColours } from './calendar.ts';
import { Email, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import { UploadLimitsDto } from './files.ts';
import { type MessageKey, translate } from './i18n/index.ts';
import { type Language, languages } from './languages.ts';
import { message } from './messages.ts';
import {
  characterisationOptions,
  petitionerDocuments,
  pqrsLimits,
  pqrsMessageKinds,
  pqrsStates,
  windowOpenPath,
} from './window-values.ts';

/**
 * The citizen window (issue 47): petitions, complaints, claims and suggestions (PQRS) filed by
 * people outside the company, each counted on the law's clock.
 */
const tag = 'pqrs';

/**
 * The types the law names, seeded in every company with their terms in business days and the
 * longest extension the law allows (Ley 1755 de 2015 art. 14: up to twice the term; Ley 1581 de
 * 2012 arts. 14–15: 5 and 8 days more). Complaints, claims, suggestions and reports have the
 * company's own terms, 15 days until it sets them.
 */
export const lawPqrsTypes = {
  petition: { term: 15, extension: 30, name: 'pqrs.type.petition' },
  documents: { term: 10, extension: 20, name: 'pqrs.type.documents' },
  consultation: { term: 30, extension: 60, name: 'pqrs.type.consultation' },
  complaint: { term: 15, extension: 30, name: 'pqrs.type.complaint' },
  claim: { term: 15, extension: 30, name: 'pqrs.type.claim' },
  suggestion: { term: 15, extension: 30, name: 'pqrs.type.suggestion' },
  report: { term: 15, extension: 30, name: 'pqrs.type.report' },
  personal_data_query: { term: 10, extension: 5, name: 'pqrs.type.personal_data_query' },
  personal_data_claim: { term: 15, extension: 8, name: 'pqrs.type.personal_data_claim' },
} as const satisfies Record<string, { term: number; extension: number; name: MessageKey }>;
export type LawPqrsKind = keyof typeof lawPqrsTypes;
export const lawPqrsKinds = Object.keys(lawPqrsTypes) as LawPqrsKind[];

/**
 * A type's name: the company's, or the law's in the reader's language. Here rather than in the
 * PQRS feature so that whoever names a type (the metrics too) needs nothing of that feature.
 */
export function pqrsTypeName(
  type: { law_kind: LawPqrsKind | null; name: string | null },
  language: Language,
): string {
  if (type.name !== null || type.law_kind === null) return type.name ?? '';
  return translate(language, lawPqrsTypes[type.law_kind].name);
}

const TermDays = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(pqrsLimits.termDays.min, { error: message('validation.between', pqrsLimits.termDays) })
  .max(pqrsLimits.termDays.max, { error: message('validation.between', pqrsLimits.termDays) });
const ExtensionDays = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(pqrsLimits.extensionDays.min, {
    error: message('validation.between', pqrsLimits.extensionDays),
  })
  .max(pqrsLimits.extensionDays.max, {
    error: message('validation.between', pqrsLimits.extensionDays),
  });

export const PqrsTypeDto = z.object({
  id: Uuid,
  law_kind: z.enum(lawPqrsKinds).nullable(),
  /** The company's name for it, or the law's in the reader's language. */
  name: z.string(),
  /** The company's own name for it: null while a type the law names keeps the law's. */
  own_name: z.string().nullable(),
  term_days: z.number(),
  extension_days: z.number(),
  active: z.boolean(),
});
export type PqrsTypeDto = z.infer<typeof PqrsTypeDto>;

export const PqrsTypeInput = z.object({
  /** Empty keeps the law's name of a seeded type; a type the company adds needs one. */
  name: requiredText(pqrsLimits.typeName.min, pqrsLimits.typeName.max).nullable().optional(),
  term_days: TermDays,
  extension_days: ExtensionDays,
  active: z.boolean({ error: 'validation.invalid' }),
});
export type PqrsTypeInput = z.infer<typeof PqrsTypeInput>;

export const PqrsSettingsDto = z.object({
  window_open: z.boolean(),
  intake_form_id: Uuid.nullable(),
  receiver_id: Uuid.nullable(),
  policy_text: z.string(),
  ask_characterisation: z.boolean(),
  types: z.array(PqrsTypeDto),
  /** The public address of the company's window. */
  window_path: z.string(),
});
export type PqrsSettingsDto = z.infer<typeof PqrsSettingsDto>;

export const PqrsSettingsInput = z.object({
  window_open: z.boolean({ error: 'validation.invalid' }),
  intake_form_id: Uuid.nullable(),
  receiver_id: Uuid.nullable(),
  policy_text: z
    .string({ error: 'validation.invalid' })
    .max(pqrsLimits.policyText.max, { error: message('validation.max', pqrsLimits.policyText) }),
  ask_characterisation: z.boolean({ error: 'validation.invalid' }),
});
export type PqrsSettingsInput = z.infer<typeof PqrsSettingsInput>;

export const PqrsTypeParams = z.object({ id: Uuid });

/**
 * Who hears of a PQRS running late (issue 47): the members of the supervisors' role, with the
 * holder of its open task, once it is due within `due_soon_days` business days and once overdue;
 * an overdue PQRS's open tasks then go to a supervisor when `escalate_overdue`.
 */
export const PqrsNoticesInput = z.object({
  supervisor_role_id: Uuid.nullable(),
  due_soon_days: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(pqrsLimits.dueSoonDays.min, {
      error: message('validation.between', pqrsLimits.dueSoonDays),
    })
    .max(pqrsLimits.dueSoonDays.max, {
      error: message('validation.between', pqrsLimits.dueSoonDays),
    }),
  escalate_overdue: z.boolean({ error: 'validation.invalid' }),
});
export type PqrsNoticesInput = z.infer<typeof PqrsNoticesInput>;
export const PqrsNoticesDto = PqrsNoticesInput;
export type PqrsNoticesDto = PqrsNoticesInput;

/** What the company and the petitioner said to each other on the tracking page. */
export const PqrsMessageDto = z.object({
  kind: z.enum(pqrsMessageKinds),
  text: z.string(),
  at: z.string(),
  /** The names of the files the petitioner sent with it (an addition's). */
  files: z.array(z.string()),
});

/** A PQRS as the office reads it beside its record: the law's clock first. */
export const PqrsRequestDto = z.object({
  record_id: z.string(),
  type_name: z.string(),
  state: z.enum(pqrsStates),
  received_at: z.string(),
  term_days: z.number(),
  due_at: z.string(),
  /** The spec's expiry colour of the legal due date while the PQRS is open; null once closed. */
  due_colour: z.enum(deadlineColours).nullable(),
  /** The longest extension its type allows, in business days. */
  max_extension_days: z.number(),
  extension: z
    .object({ days: z.number(), reason: z.string(), at: z.string(), due_before: z.string() })
    .nullable(),
  /** Ley 1755 art. 21: the competent entity it went to, and why; null while it is the company's. */
  remission: z
    .object({
      entity_name: z.string(),
      entity_email: z.string(),
      reason: z.string(),
      at: z.string(),
    })
    .nullable(),
  text: z.string(),
  /** Null for an anonymous petition. */
  petitioner: z
    .object({
      name: z.string(),
      document_type: z.string(),
      document_number: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  language: z.string(),
  messages: z.array(PqrsMessageDto),
  abilities: abilitiesSchema('pqrsRequest'),
});
export type PqrsRequestDto = z.infer<typeof PqrsRequestDto>;

/** A record's PQRS, or null for a record that is not one. */
export const PqrsOfRecordDto = z.object({ pqrs: PqrsRequestDto.nullable() });
export type PqrsOfRecordDto = z.infer<typeof PqrsOfRecordDto>;

export const ExtensionInput = z.object({
  days: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: message('validation.between', { min: 1, max: pqrsLimits.extensionDays.max }) })
    .max(pqrsLimits.extensionDays.max, {
      error: message('validation.between', { min: 1, max: pqrsLimits.extensionDays.max }),
    }),
  reason: requiredText(pqrsLimits.reason.min, pqrsLimits.reason.max),
});
export type ExtensionInput = z.infer<typeof ExtensionInput>;

/** What the petitioner must add (Ley 1755 art. 17), or what they add to complete it. */
export const CompletionInput = z.object({
  text: requiredText(pqrsLimits.reason.min, pqrsLimits.reason.max),
});
export type CompletionInput = z.infer<typeof CompletionInput>;

/** Ley 1755 art. 21: the entity competent for a PQRS the company is not, and why it is theirs. */
export const RemissionInput = z.object({
  entity_name: requiredText(pqrsLimits.entityName.min, pqrsLimits.entityName.max),
  entity_email: Email,
  reason: requiredText(pqrsLimits.reason.min, pqrsLimits.reason.max),
});
export type RemissionInput = z.infer<typeof RemissionInput>;

export const pqrsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/pqrs/settings/',
    tag,
    status: 200,
    response: PqrsSettingsDto,
    access: { action: 'pqrs.configure' },
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/pqrs/settings/',
    tag,
    body: PqrsSettingsInput,
    status: 200,
    response: PqrsSettingsDto,
    access: { action: 'pqrs.configure' },
  }),
  notices: endpoint({
    method: 'GET',
    path: '/pqrs/settings/notices/',
    tag,
    status: 200,
    response: PqrsNoticesDto,
    access: { action: 'pqrs.configure' },
  }),
  updateNotices: endpoint({
    method: 'PUT',
    path: '/pqrs/settings/notices/',
    tag,
    body: PqrsNoticesInput,
    status: 200,
    response: PqrsNoticesDto,
    access: { action: 'pqrs.configure' },
  }),
  createType: endpoint({
    method: 'POST',
    path: '/pqrs/types/',
    tag,
    body: PqrsTypeInput,
    status: 201,
    response: PqrsTypeDto,
    access: { action: 'pqrs.configure' },
  }),
  ofRecord: endpoint({
    method: 'GET',
    path: '/pqrs/requests/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: PqrsOfRecordDto,
    access: { session: true },
  }),
  /** Ley 1755 art. 14 par.: once, before it falls due, with its reason told to the petitioner. */
  extend: endpoint({
    method: 'POST',
    path: '/pqrs/requests/:id/extension/',
    tag,
    params: IdParams,
    body: ExtensionInput,
    status: 200,
    response: PqrsOfRecordDto,
    access: { session: true },
  }),
  /** Ley 1755 art. 17: within ten business days of filing; the clock stops until they answer. */
  askCompletion: endpoint({
    method: 'POST',
    path: '/pqrs/requests/:id/completion-request/',
    tag,
    params: IdParams,
    body: CompletionInput,
    status: 200,
    response: PqrsOfRecordDto,
    access: { session: true },
  }),
  /** Ley 1755 art. 21: within five business days of filing; the petitioner and the entity are told. */
  remit: endpoint({
    method: 'POST',
    path: '/pqrs/requests/:id/remission/',
    tag,
    params: IdParams,
    body: RemissionInput,
    status: 200,
    response: PqrsOfRecordDto,
    access: { session: true },
  }),
  updateType: endpoint({
    method: 'PUT',
    path: '/pqrs/types/:id/',
    tag,
    params: PqrsTypeParams,
    body: PqrsTypeInput,
    status: 200,
    response: PqrsTypeDto,
    access: { action: 'pqrs.configure' },
  }),
} as const;

/** The company a window's address names, by its domain. */
export const WindowParams = z.object({
  domain: z.string({ error: 'validation.invalid' }).min(1).max(100),
});

/** A PQRS of the company, by its number. */
export const WindowTrackedParams = WindowParams.extend({
  number: z.string({ error: 'validation.invalid' }).min(1).max(60),
});

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: message('validation.max', { max }) })
    .optional()
    .transform((text) => (text ? text : undefined));

export const Petitioner = z.object({
  name: requiredText(pqrsLimits.name.min, pqrsLimits.name.max),
  document_type: z.enum(petitionerDocuments, { error: 'validation.invalid' }),
  document_number: requiredText(pqrsLimits.document.min, pqrsLimits.document.max).regex(
    /^[A-Za-z0-9-]+$/,
    { error: 'validation.invalid' },
  ),
  email: Email.optional(),
  phone: optionalText(pqrsLimits.phone.max),
  address: optionalText(pqrsLimits.address.max),
});
export type Petitioner = z.infer<typeof Petitioner>;

export const Characterisation = z.object({
  sex: z.enum(characterisationOptions.sex, { error: 'validation.invalid' }).optional(),
  ethnic_group: z
    .enum(characterisationOptions.ethnic_group, { error: 'validation.invalid' })
    .optional(),
  disability: z
    .enum(characterisationOptions.disability, { error: 'validation.invalid' })
    .optional(),
  age_range: z.enum(characterisationOptions.age_range, { error: 'validation.invalid' }).optional(),
});

/** The proof of work a filing carries: the challenge the window gave and a nonce that solves it. */
export const ChallengeAnswer = z.object({
  challenge: z.string({ error: 'fieldRequired' }).min(1).max(300),
  nonce: z.string({ error: 'fieldRequired' }).min(1).max(20),
});

export const WindowFilingInput = z.object({
  type_id: Uuid,
  subject: requiredText(pqrsLimits.subject.min, pqrsLimits.subject.max),
  text: requiredText(pqrsLimits.text.min, pqrsLimits.text.max),
  /** Null files it anonymously (Orfeo allows it; the answer is then read on the tracking page). */
  petitioner: Petitioner.nullable(),
  characterisation: Characterisation.optional(),
  /** Ley 1581 de 2012: the data-processing consent, given by ticking the company's policy. */
  consent: z.literal(true, { error: errorMessage('pqrsConsentRequired') }),
  language: z.enum(languages, { error: 'validation.invalid' }),
  proof: ChallengeAnswer,
});
export type WindowFilingInput = z.infer<typeof WindowFilingInput>;

export const WindowTypeDto = z.object({ id: Uuid, name: z.string(), term_days: z.number() });

export const WindowDto = z.object({
  company_name: z.string(),
  open: z.boolean(),
  types: z.array(WindowTypeDto),
  policy_text: z.string(),
  ask_characterisation: z.boolean(),
  challenge: z.object({ challenge: z.string(), bits: z.number() }),
  /** The company's upload limits, which the petitioner's files keep to (the page checks first). */
  uploads: UploadLimitsDto,
});
export type WindowDto = z.infer<typeof WindowDto>;

/** What the petitioner is given at filing: the number, the dates, and the code that tracks it. */
export const WindowReceiptDto = z.object({
  number: z.string(),
  /** The filing's instant, and as the company's clock reads it. */
  filed_at: z.string(),
  filed_at_local: z.string(),
  due_date: z.string(),
  tracking_code: z.string(),
  time_zone: z.string(),
});
export type WindowReceiptDto = z.infer<typeof WindowReceiptDto>;

export const TrackingInput = z.object({
  number: z.string({ error: 'fieldRequired' }).trim().min(1, { error: 'fieldRequired' }).max(60),
  code: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(40)
    .transform((code) => code.toUpperCase().replace(/[\s-]/g, '')),
});
export type TrackingInput = z.infer<typeof TrackingInput>;

/** What a petitioner adds: a text, files or both (the files are the upload's other parts). */
export const AdditionInput = z.object({
  code: TrackingInput.shape.code,
  text: z
    .string({ error: 'validation.invalid' })
    .trim()
    .refine(
      (text) =>
        text === '' ||
        (text.length >= pqrsLimits.addition.min && text.length <= pqrsLimits.addition.max),
      { error: message('validation.between', pqrsLimits.addition) },
    ),
});
export type AdditionInput = z.infer<typeof AdditionInput>;

/** All the tracking page tells: the state and the dates, nothing of the company's inside. */
export const TrackingDto = z.object({
  number: z.string(),
  type_name: z.string(),
  subject: z.string(),
  state: z.enum(pqrsStates),
  filed_at: z.string(),
  due_date: z.string(),
  time_zone: z.string(),
  messages: z.array(PqrsMessageDto),
  /** The company's upload limits, which what the petitioner adds keeps to. */
  uploads: UploadLimitsDto,
  /** The company's answer once sent: its outgoing radicado, when, and its text. */
  answer: z.object({ number: z.string(), at: z.string(), text: z.string() }).nullable(),
});
export type TrackingDto = z.infer<typeof TrackingDto>;

/** Public calls are counted by their company (its domain) and by the caller's address. */
const byCompany = (request: { params: unknown }) =>
  String((request.params as { domain?: unknown } | null)?.domain ?? '');
/** A PQRS the address names: an upload's body is read after it is counted. */
const byTrackedPath = (request: { params: unknown }) =>
  `${byCompany(request)}:${String((request.params as { number?: unknown } | null)?.number ?? '')}`;
const byTracked = (request: { params: unknown; body: unknown }) =>
  `${byCompany(request)}:${String((request.body as { number?: unknown } | null)?.number ?? '')}`;

/** What the calls about one PQRS share: its number and code are their credentials. */
const byTrackedPqrs = {
  method: 'POST',
  tag,
  params: WindowParams,
  status: 200,
  access: { public: true },
  rateLimit: { name: 'windowTracking', account: byTracked },
} as const;

export const windowApi = {
  open: endpoint({
    method: 'GET',
    path: windowOpenPath,
    tag,
    params: WindowParams,
    status: 200,
    response: WindowDto,
    access: { public: true },
    rateLimit: { name: 'windowRead', account: byCompany },
  }),
  file: endpoint({
    method: 'POST',
    path: '/window/:domain/pqrs/',
    tag,
    params: WindowParams,
    body: WindowFilingInput,
    status: 201,
    response: WindowReceiptDto,
    access: { public: true },
    rateLimit: { name: 'windowFiling', account: byCompany },
  }),
  track: endpoint({
    ...byTrackedPqrs,
    path: '/window/:domain/tracking/',
    body: TrackingInput,
    response: TrackingDto,
  }),
  /** The petitioner completes what the company asked: its clock runs again with the days left. */
  complete: endpoint({
    ...byTrackedPqrs,
    path: '/window/:domain/completion/',
    body: TrackingInput.extend(CompletionInput.shape),
    response: TrackingDto,
  }),
  /** The petitioner withdraws it (desistimiento expreso): the office stops counting its term. */
  withdraw: endpoint({
    ...byTrackedPqrs,
    path: '/window/:domain/withdrawal/',
    body: TrackingInput,
    response: TrackingDto,
  }),
  receipt: endpoint({
    ...byTrackedPqrs,
    path: '/window/:domain/receipt/',
    body: TrackingInput,
    response: 'binary',
  }),
  /**
   * The petitioner adds information to their open PQRS, at filing or while tracking it
   * (multipart, `additionParts`: the tracking code, a text, then files within the company's
   * upload limits): it goes among its messages, and the files to its record's.
   */
  add: endpoint({
    method: 'POST',
    path: '/window/:domain/pqrs/:number/additions/',
    tag,
    params: WindowTrackedParams,
    body: 'multipart',
    maxUploadBytes: pqrsLimits.uploadBodyBytes,
    status: 200,
    response: TrackingDto,
    access: { public: true },
    rateLimit: { name: 'windowUpload', account: byTrackedPath },
  }),
  /** The answer's PDF, as signed, once the company sent it (60020 before). */
  answer: endpoint({
    ...byTrackedPqrs,
    path: '/window/:domain/answer/',
    body: TrackingInput,
    response: 'binary',
  }),
} as const;
