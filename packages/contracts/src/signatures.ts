import { z } from 'zod';
import { Email, IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import type { MessageKey } from './i18n/index.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery, paged } from './paging.ts';

/** Spec §3/§4: how signers are told, the kinds of signature and document, the states. */
export const SignatureChannel = { email: 1, sms: 2, whatsapp: 3, smsAndWhatsapp: 4 } as const;
export const SignatureType = { standard: 1, simple: 2, advanced: 3 } as const;
export const SignedDocumentType = { document: 1, promissoryNote: 2 } as const;
/** Spec §4: pending 0, signed 1; voided when cancelled, expired when its days ran out. */
export const SignatureStatus = { pending: 0, signed: 1, voided: 2, expired: 3 } as const;
/** Spec §3/§9 identity document types of a signatory. */
export const IdentityDocument = {
  citizenId: 1,
  passport: 2,
  idCard: 3,
  foreignerId: 4,
  uniquePersonalId: 5,
  specialStayPermit: 6,
} as const;

const valuesOf = <T extends Record<string, number>>(values: T) =>
  z.union(Object.values(values).map((value) => z.literal(value)) as never) as z.ZodType<T[keyof T]>;

export const SignatureChannelValue = valuesOf(SignatureChannel);
export type SignatureChannelValue = (typeof SignatureChannel)[keyof typeof SignatureChannel];
export const SignatureTypeValue = valuesOf(SignatureType);
export const SignedDocumentTypeValue = valuesOf(SignedDocumentType);
export const SignatureStatusValue = valuesOf(SignatureStatus);
export type SignatureStatusValue = (typeof SignatureStatus)[keyof typeof SignatureStatus];
export const IdentityDocumentValue = valuesOf(IdentityDocument);
export type IdentityDocumentValue = (typeof IdentityDocument)[keyof typeof IdentityDocument];

const between = (range: { min: number; max: number }) => message('validation.between', range);

/** Spec §3 signatory: where they are reached and who they are. */
export const SignatoryInput = z.object({
  country: z
    .string({ error: 'fieldRequired' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'validation.country' })
    .toUpperCase(),
  dial_code: z
    .string({ error: 'fieldRequired' })
    .trim()
    .regex(/^\+?[0-9]{1,4}$/, { error: 'validation.dialCode' }),
  phone: requiredText(limits.signatures.phone.min, limits.signatures.phone.max).regex(
    /^[0-9 +]+$/,
    { error: 'validation.phone' },
  ),
  full_name: requiredText(limits.signatures.name.min, limits.signatures.name.max),
  document_type: IdentityDocumentValue,
  document_number: requiredText(limits.signatures.document.min, limits.signatures.document.max),
  email: Email,
});
export type SignatoryInput = z.input<typeof SignatoryInput>;

/** Spec §3/§5 signature request on one file of a record: 1–10 signatories, 1–60 days. */
export const CreateSignatureRequestInput = z.object({
  form_id: Uuid,
  record_id: Uuid,
  file_id: Uuid,
  /**
   * Asked from a process task whose step has the "electronic signature" action (spec §6): its
   * holder requests on the task's record whatever the form grants them, and the request names it.
   */
  process_task_id: Uuid.optional(),
  description: requiredText(limits.comment.min, limits.comment.max),
  channel: SignatureChannelValue.default(SignatureChannel.email),
  days: z.coerce
    .number({ error: 'fieldRequired' })
    .int({ error: between(limits.signatures.days) })
    .min(limits.signatures.days.min, { error: between(limits.signatures.days) })
    .max(limits.signatures.days.max, { error: between(limits.signatures.days) }),
  allow_data_change: z.boolean().default(false),
  photo_evidence: z.boolean().default(false),
  ordered: z.boolean().default(true),
  signature_type: SignatureTypeValue.default(SignatureType.standard),
  graphic: z.boolean().default(true),
  document_type: SignedDocumentTypeValue.default(SignedDocumentType.document),
  /** A promissory note's own number; checked by the server (40031), ignored for a document. */
  promissory_number: z.string().trim().max(100).optional(),
  signatories: z
    .array(SignatoryInput)
    .min(limits.signatures.signatories.min, { error: between(limits.signatures.signatories) })
    .max(limits.signatures.signatories.max, { error: between(limits.signatures.signatories) })
    .refine((people) => new Set(people.map((one) => one.email)).size === people.length, {
      error: 'validation.duplicateSignatory',
    }),
});
export type CreateSignatureRequestInput = z.input<typeof CreateSignatureRequestInput>;
export type CreateSignatureRequest = z.output<typeof CreateSignatureRequestInput>;

const Named = z.object({ id: z.string(), name: z.string() });

/** A signatory as the requester reads them: what they typed, and how far they got. */
export const SignatoryDto = z.object({
  id: z.string(),
  position: z.number().int(),
  full_name: z.string(),
  document_type: IdentityDocumentValue,
  document_number: z.string(),
  email: z.string(),
  country: z.string(),
  dial_code: z.string(),
  phone: z.string(),
  status: SignatureStatusValue,
  sent_at: z.string().nullable(),
  viewed_at: z.string().nullable(),
  code_verified_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  /** Whether they took their photo evidence (read through `signaturesApi.photo`). */
  photo: z.boolean(),
  /** When they corrected their own data, and what the requester had typed before. */
  corrected_at: z.string().nullable(),
  requested: z
    .object({
      full_name: z.string(),
      document_type: IdentityDocumentValue,
      document_number: z.string(),
    })
    .nullable(),
});
export type SignatoryDto = z.infer<typeof SignatoryDto>;

/** A signature request as the report and a record's panel list it. */
export const SignatureRequestDto = z.object({
  id: z.string(),
  description: z.string(),
  status: SignatureStatusValue,
  channel: SignatureChannelValue,
  days: z.number().int(),
  allow_data_change: z.boolean(),
  photo_evidence: z.boolean(),
  ordered: z.boolean(),
  signature_type: SignatureTypeValue,
  graphic: z.boolean(),
  document_type: SignedDocumentTypeValue,
  promissory_number: z.string().nullable(),
  form: Named,
  record: z.object({ id: z.string(), number: z.string() }),
  file: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
  requested_by: Named,
  requested_at: z.string(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  signed_version: z.number().int().nullable(),
  /** The signed PDF's SHA-256, once the last signer signed: its address and its verification. */
  signed_sha256: z.string().nullable(),
  signatories_count: z.number().int(),
  signed_count: z.number().int(),
  abilities: abilitiesSchema('signature'),
});
export type SignatureRequestDto = z.infer<typeof SignatureRequestDto>;

/** Spec §2 /signatories/{id}: a request with its signatories, in their order. */
export const SignatureRequestDetailDto = SignatureRequestDto.extend({
  signatories: z.array(SignatoryDto),
});
export type SignatureRequestDetailDto = z.infer<typeof SignatureRequestDetailDto>;

/** A record's requests, and whether the caller may ask a new one on its files. */
export const RecordSignaturesDto = z.object({
  items: z.array(SignatureRequestDto),
  can_request: z.boolean(),
  /** The kinds only a third-party provider offers: advanced signatures, promissory notes. */
  third_party: z.boolean(),
  /** The channels signers may be reached by: e-mail, and SMS and WhatsApp once the company has a gateway. */
  channels: z.array(SignatureChannelValue),
});
export type RecordSignaturesDto = z.infer<typeof RecordSignaturesDto>;

/** Spec §2 /reports/signatures: requests by date, status, form and requester. */
export const SignatureReportQuery = PageQuery.extend({
  from: z.iso.date({ error: 'validation.date' }).optional(),
  to: z.iso.date({ error: 'validation.date' }).optional(),
  status: z.coerce
    .number()
    .int()
    .min(SignatureStatus.pending)
    .max(SignatureStatus.expired)
    .transform((value) => value as SignatureStatusValue)
    .optional(),
  form_id: Uuid.optional(),
  requested_by: Uuid.optional(),
});
export type SignatureReportQuery = z.input<typeof SignatureReportQuery>;
export type SignatureReportFilter = z.output<typeof SignatureReportQuery>;

/** The report's filters without its paging: what its spreadsheet holds, every request that matches. */
export const SignatureReportExportQuery = SignatureReportQuery.omit({ page: true, per_page: true });
export type SignatureReportExportQuery = z.input<typeof SignatureReportExportQuery>;
export type SignatureReportExportFilter = z.output<typeof SignatureReportExportQuery>;

/** What the report's filters offer: the forms and requesters of the requests the reader sees. */
export const SignatureReportChoicesDto = z.object({
  forms: z.array(Named),
  requesters: z.array(Named),
});
export type SignatureReportChoicesDto = z.infer<typeof SignatureReportChoicesDto>;

/** A request's state as every list and sheet names it. */
export const signatureStatusLabels: Record<SignatureStatusValue, MessageKey> = {
  [SignatureStatus.pending]: 'signatures.status.pending',
  [SignatureStatus.signed]: 'signatures.status.signed',
  [SignatureStatus.voided]: 'signatures.status.voided',
  [SignatureStatus.expired]: 'signatures.status.expired',
};

const tag = 'signatures';

const Sha256 = z
  .string({ error: 'fieldRequired' })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, { error: 'validation.invalid' });

/** Spec §2 /files/signature/{formId}/{hash}: a form's signed document, by its SHA-256. */
export const SignedDocumentParams = z.object({ formId: Uuid, hash: Sha256 });
export const SignatoryParams = IdParams.extend({ signatoryId: Uuid });

/** Signature requests (issue 33): asked on a record's file, reported, cancelled, resent. */
export const signaturesApi = {
  create: endpoint({
    method: 'POST',
    path: '/signatures/requests/',
    tag,
    body: CreateSignatureRequestInput,
    status: 201,
    response: SignatureRequestDetailDto,
    access: { session: true },
    idempotent: true,
  }),
  report: endpoint({
    method: 'GET',
    path: '/signatures/requests/',
    tag,
    query: SignatureReportQuery,
    status: 200,
    response: paged(SignatureRequestDto),
    access: { action: 'signature.report' },
  }),
  reportChoices: endpoint({
    method: 'GET',
    path: '/signatures/requests/choices/',
    tag,
    status: 200,
    response: SignatureReportChoicesDto,
    access: { action: 'signature.report' },
  }),
  /** The report as a spreadsheet, in the reader's language, times in the company's zone. */
  reportExport: endpoint({
    method: 'GET',
    path: '/signatures/requests/export.xlsx',
    tag,
    query: SignatureReportExportQuery,
    status: 200,
    response: 'binary',
    access: { action: 'signature.report' },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/signatures/requests/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: SignatureRequestDetailDto,
    access: { session: true },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/signatures/requests/:id/cancel/',
    tag,
    params: IdParams,
    status: 200,
    response: SignatureRequestDetailDto,
    access: { session: true },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/signatures/requests/:id/resend/',
    tag,
    params: IdParams,
    status: 200,
    response: SignatureRequestDetailDto,
    access: { session: true },
  }),
  /** The request whose signed PDF has this SHA-256, among the form's. */
  signed: endpoint({
    method: 'GET',
    path: '/signatures/signed/:formId/:hash/',
    tag,
    params: SignedDocumentParams,
    status: 200,
    response: SignatureRequestDetailDto,
    access: { session: true },
  }),
  /** A signatory's photo evidence (a JPEG the server encoded), to whoever follows the request. */
  photo: endpoint({
    method: 'GET',
    path: '/signatures/requests/:id/signatories/:signatoryId/photo/',
    tag,
    params: SignatoryParams,
    status: 200,
    response: 'binary',
    access: { session: true },
  }),
  ofRecord: endpoint({
    method: 'GET',
    path: '/signatures/records/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: RecordSignaturesDto,
    access: { session: true },
  }),
} as const;

/**
 * A third-party provider's notice of a change (docs/signature-provider-api.md): the request by
 * our id (`reference`) and the provider's, and the signer it is about by their position.
 */
export const ProviderNoticeInput = z.object({
  id: z.string().min(1).max(200),
  event: z.enum([
    'signer.viewed',
    'signer.signed',
    'request.completed',
    'request.voided',
    'request.expired',
  ]),
  reference: Uuid,
  request: z.string().min(1).max(200),
  signer: z.number().int().min(1).max(limits.signatures.signatories.max).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
});
export type ProviderNoticeInput = z.infer<typeof ProviderNoticeInput>;

/**
 * Where a third-party provider tells its changes: public, the company in the path, the body
 * signed with the company's portal key (the provider's HMAC header, checked in constant time).
 */
export const providerNoticeApi = {
  notice: endpoint({
    method: 'POST',
    path: '/signatures/provider/notices/:company/',
    tag: 'signatures',
    params: z.object({ company: Uuid }),
    body: ProviderNoticeInput,
    status: 200,
    response: z.object({ received: z.literal(true) }),
    access: { public: true },
  }),
} as const;

/**
 * A signer's link: the company's id, a dot and 256 random bits (the server keeps its hash). It
 * travels in the page address's fragment and in request bodies, never in a path a log keeps.
 */
export const SigningToken = z
  .string({ error: 'fieldRequired' })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' });
export const SigningInput = z.object({ token: SigningToken });
export type SigningInput = z.input<typeof SigningInput>;

export const SigningCodeInput = SigningInput.extend({
  code: z
    .string({ error: 'fieldRequired' })
    .trim()
    .regex(new RegExp(`^[0-9]{${limits.signatures.codeDigits}}$`), {
      error: 'validation.signingCode',
    }),
});
export type SigningCodeInput = z.input<typeof SigningCodeInput>;

/** A graphic signature: drawn (a PNG data address) or typed (the name as the signer writes it). */
export const GraphicSignature = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('drawn'),
    value: z
      .string()
      .max(limits.signatures.graphicMaxChars, { error: 'validation.invalid' })
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'validation.invalid' }),
  }),
  z.object({
    kind: z.literal('typed'),
    value: requiredText(limits.signatures.name.min, limits.signatures.name.max),
  }),
]);
export type GraphicSignature = z.infer<typeof GraphicSignature>;

/** What a signer may correct of their own data, checked as the request checked it. */
export const SignerData = SignatoryInput.pick({
  full_name: true,
  document_type: true,
  document_number: true,
});
export type SignerData = z.input<typeof SignerData>;

export const SignInput = SigningInput.extend({
  /** The signer's own data as corrected, when the request allows it. */
  corrections: SignerData.partial().optional(),
  graphic: GraphicSignature.optional(),
});
export type SignInput = z.input<typeof SignInput>;

/** What a signer's page shows: the request, their own data, how far they got. */
export const SignerViewDto = z.object({
  description: z.string(),
  company: z.string(),
  document_name: z.string(),
  graphic: z.boolean(),
  allow_data_change: z.boolean(),
  /** The request asks a photo before signing; `photo_taken` once the server kept one. */
  photo_evidence: z.boolean(),
  photo_taken: z.boolean(),
  full_name: z.string(),
  document_type: IdentityDocumentValue,
  document_number: z.string(),
  /** Where the code goes, masked (`j***@example.com`, or `+57 *******789` by SMS or WhatsApp). */
  code_to: z.string(),
  status: SignatureStatusValue,
  request_status: SignatureStatusValue,
  /** In a request signed in order, false while someone before them has not signed. */
  turn: z.boolean(),
  code_sent: z.boolean(),
  verified: z.boolean(),
  signed_at: z.string().nullable(),
});
export type SignerViewDto = z.infer<typeof SignerViewDto>;

/**
 * The signing calls account their attempts by the link's first characters (its company); the
 * photo's multipart body is not read yet when it is counted, so it is limited by its address.
 */
const byLink = (request: { body: unknown }) =>
  String((request.body as { token?: unknown } | null)?.token ?? '').slice(0, 44);
const signingLimit = { name: 'signing', account: byLink } as const;

/** The built-in provider's signer pages (public: the link and the code are the credentials). */
export const signingApi = {
  open: endpoint({
    method: 'POST',
    path: '/signing/open/',
    tag,
    body: SigningInput,
    status: 200,
    response: SignerViewDto,
    access: { public: true },
    rateLimit: signingLimit,
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/signing/code/',
    tag,
    body: SigningInput,
    status: 200,
    response: SignerViewDto,
    access: { public: true },
    rateLimit: signingLimit,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/signing/verify/',
    tag,
    body: SigningCodeInput,
    status: 200,
    response: SignerViewDto,
    access: { public: true },
    rateLimit: signingLimit,
  }),
  document: endpoint({
    method: 'POST',
    path: '/signing/document/',
    tag,
    body: SigningInput,
    status: 200,
    response: 'binary',
    access: { public: true },
    rateLimit: signingLimit,
  }),
  /**
   * The photo evidence (multipart: the `token` field, then the `photo` file), checked by content,
   * re-encoded and kept; a new one replaces it until they sign.
   */
  photo: endpoint({
    method: 'POST',
    path: '/signing/photo/',
    tag,
    body: 'multipart',
    status: 200,
    response: SignerViewDto,
    access: { public: true },
    rateLimit: signingLimit,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/signing/sign/',
    tag,
    body: SignInput,
    status: 200,
    response: SignerViewDto,
    access: { public: true },
    rateLimit: signingLimit,
  }),
} as const;

/**
 * What the verification page is reached with: the request id its QR code and evidence page print,
 * or the SHA-256 of the signed PDF the visitor holds.
 */
export const VerificationParams = z.object({
  code: z.union([Uuid, Sha256], { error: 'validation.invalid' }),
});
export const VerificationQuery = z.object({
  /** The SHA-256 of a PDF the visitor picked, hashed in their browser, to compare. */
  sha256: Sha256.optional(),
});

/**
 * How a PDF compares with a signed request: it is the signed document, the original before
 * signing, or another document altogether.
 */
export const VerificationMatch = z.enum(['signed', 'original', 'other']);
export type VerificationMatch = z.infer<typeof VerificationMatch>;

/**
 * A signed document as anyone may verify it: what its evidence page prints, and less (each
 * signer's document number masked, no contact, no address).
 */
export const VerificationDto = z.object({
  request_id: z.string(),
  company: z.string(),
  /** The company's time zone, which the page reads its times in (decision 79). */
  time_zone: z.string(),
  document_name: z.string(),
  description: z.string(),
  status: SignatureStatusValue,
  requested_at: z.string(),
  completed_at: z.string().nullable(),
  original_sha256: z.string(),
  signed_sha256: z.string(),
  signatories: z.array(
    z.object({
      position: z.number().int(),
      full_name: z.string(),
      document_type: IdentityDocumentValue,
      /** Its last three characters alone (`***345`). */
      document_number: z.string(),
      signed_at: z.string().nullable(),
    }),
  ),
  /** Present when a hash was given to compare. */
  match: VerificationMatch.nullable(),
});
export type VerificationDto = z.infer<typeof VerificationDto>;

/** The public verification of signed documents (issue 33 point 4): no session, rate limited. */
export const verificationApi = {
  verify: endpoint({
    method: 'GET',
    path: '/verification/:code/',
    tag,
    params: VerificationParams,
    query: VerificationQuery,
    status: 200,
    response: VerificationDto,
    access: { public: true },
    rateLimit: {
      name: 'verification',
      account: ({ params }) => String((params as { code?: unknown } | null)?.code ?? ''),
    },
  }),
} as const;
