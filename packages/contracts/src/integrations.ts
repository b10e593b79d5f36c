import { z } from 'zod';
import { Email, EntityName, IdParams, requiredText } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';

/** Spec §4: the states of an integration request. */
export const IntegrationStatus = {
  active: 1,
  inProcess: 2,
  inManagement: 3,
  declined: 4,
  approved: 5,
} as const;
export type IntegrationStatusValue = (typeof IntegrationStatus)[keyof typeof IntegrationStatus];
export const integrationStatuses = Object.values(IntegrationStatus);

/** Spec §4: a request in one of these is active or pending, and a company has one at a time. */
export const openIntegrationStatuses: readonly IntegrationStatusValue[] = [
  IntegrationStatus.active,
  IntegrationStatus.inProcess,
  IntegrationStatus.inManagement,
];

/**
 * Spec §2/§3: the session's `integrations` options, what the company's integrations give it. The
 * menu shows the signature report when they include `signatureReport`.
 */
export const IntegrationOption = { signatureReport: 1 } as const;
export type IntegrationOptionValue = (typeof IntegrationOption)[keyof typeof IntegrationOption];

export const integrationLimits = {
  contactName: { min: 2, max: 100 },
  description: { min: 4, max: 250 },
  portalKey: { min: 4, max: 200 },
  /** Spec §5/§9: the communications agreement is a PDF of at most 300,000 bytes. */
  agreementMaxBytes: 300_000,
} as const;

/** Spec §3: who at the company to talk to about the integration, and what it is for. */
export const IntegrationRequestInput = z.object({
  contact_name: EntityName(integrationLimits.contactName.min, integrationLimits.contactName.max),
  email: Email,
  phone: requiredText(limits.phone.min, limits.phone.max).regex(/^\+?[0-9 ]+$/, {
    error: 'validation.phone',
  }),
  description: requiredText(integrationLimits.description.min, integrationLimits.description.max),
});
export type IntegrationRequestInput = z.infer<typeof IntegrationRequestInput>;

/** Spec §3/§5: the portal's user (an e-mail) and key; the key is never sent back. */
export const IntegrationConfigInput = z.object({
  portal_user: Email,
  portal_key: requiredText(integrationLimits.portalKey.min, integrationLimits.portalKey.max),
});
export type IntegrationConfigInput = z.infer<typeof IntegrationConfigInput>;

export const IntegrationDto = z.object({
  id: z.string(),
  /** The request number the company and the operator refer to it by. */
  number: z.number().int(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  status: z.number().int(),
  requested_at: z.string(),
  status_changed_at: z.string(),
  portal_user: z.string().nullable(),
  /** Whether a portal key is kept; its value never leaves the server. */
  has_portal_key: z.boolean(),
  /** The agreement PDF's size in bytes; null before one is uploaded. */
  agreement_size: z.number().int().nullable(),
  /** Portal user, key and agreement all set: the integration can be used. */
  configured: z.boolean(),
  abilities: abilitiesSchema('integration'),
});
export type IntegrationDto = z.infer<typeof IntegrationDto>;

/**
 * An installation operator's move of a company's request (decision 73): from the command line, or
 * from a back office through the operator's endpoint.
 */
export const IntegrationStateInput = z.object({
  domain: requiredText(limits.domain.min, limits.domain.max).toLowerCase(),
  number: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' }),
  status: z.union(
    integrationStatuses.map((status) => z.literal(status)),
    {
      error: 'validation.invalid',
    },
  ),
});
export type IntegrationStateInput = z.infer<typeof IntegrationStateInput>;

export const IntegrationStateDto = z.object({ from: z.number().int(), to: z.number().int() });
export type IntegrationStateDto = z.infer<typeof IntegrationStateDto>;

export const IntegrationListDto = z.object({
  items: z.array(IntegrationDto),
  /** No request is active or pending (spec §4): a new one may be made. */
  can_request: z.boolean(),
});
export type IntegrationListDto = z.infer<typeof IntegrationListDto>;

/**
 * The company's own seal certificate (decision 76's next step): what is shown of it, never the
 * certificate itself nor its passphrase.
 */
export const SealCertificateDto = z.object({
  certificate: z
    .object({
      subject: z.string(),
      not_after: z.string(),
      uploaded_at: z.string(),
    })
    .nullable(),
});
export type SealCertificateDto = z.infer<typeof SealCertificateDto>;

const tag = 'integrations';

export const integrationsApi = {
  list: endpoint({
    method: 'GET',
    path: '/integrations/',
    tag,
    status: 200,
    response: IntegrationListDto,
    access: { action: 'integration.manage' },
  }),
  request: endpoint({
    method: 'POST',
    path: '/integrations/',
    tag,
    body: IntegrationRequestInput,
    status: 201,
    response: IntegrationDto,
    access: { action: 'integration.manage' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/integrations/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: IntegrationDto,
    access: { action: 'integration.manage' },
  }),
  configure: endpoint({
    method: 'PUT',
    path: '/integrations/:id/configuration/',
    tag,
    params: IdParams,
    body: IntegrationConfigInput,
    status: 200,
    response: IntegrationDto,
    access: { action: 'integration.manage' },
  }),
  /**
   * The installation operator's: no session, the operator's token as the bearer (refused as an
   * unknown route when the installation sets none).
   */
  moveState: endpoint({
    method: 'POST',
    path: '/operator/integrations/state/',
    tag,
    body: IntegrationStateInput,
    status: 200,
    response: IntegrationStateDto,
    access: { public: true },
  }),
  setAgreement: endpoint({
    method: 'PUT',
    path: '/integrations/:id/agreement/',
    tag,
    params: IdParams,
    body: 'multipart',
    status: 200,
    response: IntegrationDto,
    access: { action: 'integration.manage' },
  }),
  sealCertificate: endpoint({
    method: 'GET',
    path: '/integrations/seal-certificate/',
    tag,
    status: 200,
    response: SealCertificateDto,
    access: { action: 'integration.manage' },
  }),
  /** A PKCS#12 file (`certificate`) and its passphrase (`passphrase`), as multipart parts. */
  setSealCertificate: endpoint({
    method: 'PUT',
    path: '/integrations/seal-certificate/',
    tag,
    body: 'multipart',
    status: 200,
    response: SealCertificateDto,
    access: { action: 'integration.manage' },
  }),
};
