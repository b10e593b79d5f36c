import { z } from 'zod';
import { CalendarSettingsInput } from './calendar.ts';
import { isPostableAddress, Password, requiredText } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';
import { UploadLimitsDto, UploadLimitsInput } from './files.ts';
import { limits } from './limits.ts';

/** The company's SMS and WhatsApp gateway as its screen shows it: never its key, only whether kept. */
export const MessageGatewayDto = z.object({
  url: z.string(),
  has_key: z.boolean(),
  updated_at: z.string(),
});
export type MessageGatewayDto = z.infer<typeof MessageGatewayDto>;

export const CompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  tax_id: z.string(),
  password_expiration_days: z.number().int().nullable(),
  /** Spec §5/§9 upload limits, company parameters with the spec's defaults. */
  upload_limits: UploadLimitsDto,
  /** IANA name: records are dated and shown in it, deadlines counted in it. */
  time_zone: z.string(),
  /** Spec §2's expedient-consult submenu flag. */
  expedient_consult: z.boolean(),
  deadline_thresholds: z.object({ green_above: z.number().int(), orange_above: z.number().int() }),
  /** Where signing links and codes go by SMS and WhatsApp; null until an administrator sets it. */
  message_gateway: MessageGatewayDto.nullable(),
  created_at: z.string(),
});
export type CompanyDto = z.infer<typeof CompanyDto>;

const companyName = requiredText(limits.companyName.min, limits.companyName.max);
const taxId = requiredText(limits.taxId.min, limits.taxId.max).regex(/^[0-9-]+$/, {
  error: 'validation.taxId',
});

const percent = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(99, { error: 'validation.invalid' });

/**
 * Spec §9's deadline colours, in percent of a task's working time still left: green above
 * `green_above`, orange above `orange_above`, red at or below it.
 */
export const DeadlineThresholds = z
  .object({ green_above: percent, orange_above: percent })
  .refine((thresholds) => thresholds.orange_above < thresholds.green_above, {
    error: errorMessage('companyThresholdsOrder'),
    path: ['orange_above'],
  });
export type DeadlineThresholds = z.infer<typeof DeadlineThresholds>;

/** The company's parameters; what is absent stays as it is. */
export const CompanyUpdateInput = z.object({
  name: companyName.optional(),
  tax_id: taxId.optional(),
  time_zone: CalendarSettingsInput.shape.time_zone.optional(),
  /** How many days a password lasts; 0: every password is renewed at its next use; null: never. */
  password_expiration_days: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(3650, { error: 'validation.invalid' })
    .nullable()
    .optional(),
  expedient_consult: z.boolean({ error: 'validation.invalid' }).optional(),
  deadline_thresholds: DeadlineThresholds.optional(),
});
export type CompanyUpdateInput = z.infer<typeof CompanyUpdateInput>;

export const messageGatewayLimits = { urlMax: 500, keyMax: 500 } as const;

/**
 * The company's SMS and WhatsApp gateway (decision 75): its address, and its key, which may be
 * left out to keep the one already set (the screen never shows it back).
 */
export const MessageGatewayInput = z.object({
  url: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired', abort: true })
    .max(messageGatewayLimits.urlMax, { error: 'validation.tooLong', abort: true })
    .refine(isPostableAddress, { error: errorMessage('messageGatewayUrlInvalid') }),
  key: z
    .string()
    .trim()
    .max(messageGatewayLimits.keyMax, { error: 'validation.tooLong' })
    .optional()
    .transform((key) => key || undefined),
});
export type MessageGatewayInput = z.input<typeof MessageGatewayInput>;
export type MessageGatewayChange = z.output<typeof MessageGatewayInput>;

/** A new company and its first administrator (CLI `tenant:create` and the demo seed). */
export const CompanyCreateInput = z.object({
  domain: requiredText(limits.domain.min, limits.domain.max)
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
      error: 'validation.domain',
    }),
  name: companyName,
  tax_id: taxId,
  admin_password: Password.optional(),
});
export type CompanyCreateInput = z.infer<typeof CompanyCreateInput>;

const tag = 'company';

export const companyApi = {
  get: endpoint({
    method: 'GET',
    path: '/company/',
    tag,
    status: 200,
    response: CompanyDto,
    access: { action: 'company.manage' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/company/',
    tag,
    body: CompanyUpdateInput,
    status: 200,
    response: CompanyDto,
    access: { action: 'company.manage' },
  }),
  updateUploadLimits: endpoint({
    method: 'PUT',
    path: '/company/upload-limits/',
    tag,
    body: UploadLimitsInput,
    status: 200,
    response: CompanyDto,
    access: { action: 'company.manage' },
  }),
  setMessageGateway: endpoint({
    method: 'PUT',
    path: '/company/message-gateway/',
    tag,
    body: MessageGatewayInput,
    status: 200,
    response: CompanyDto,
    access: { action: 'company.manage' },
  }),
  removeMessageGateway: endpoint({
    method: 'DELETE',
    path: '/company/message-gateway/',
    tag,
    status: 200,
    response: CompanyDto,
    access: { action: 'company.manage' },
  }),
};
