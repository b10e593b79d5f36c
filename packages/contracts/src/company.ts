import { z } from 'zod';
import { Password, requiredText } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { UploadLimitsDto, UploadLimitsInput } from './files.ts';
import { limits } from './limits.ts';

export const CompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  tax_id: z.string(),
  password_expiration_days: z.number().int().nullable(),
  /** Spec §5/§9 upload limits, company parameters with the spec's defaults. */
  upload_limits: UploadLimitsDto,
  created_at: z.string(),
});
export type CompanyDto = z.infer<typeof CompanyDto>;

export const CompanyUpdateInput = z.object({
  /** How many days a password lasts; null: passwords never expire. */
  password_expiration_days: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(3650, { error: 'validation.invalid' })
    .nullable(),
});
export type CompanyUpdateInput = z.infer<typeof CompanyUpdateInput>;

/** A new company and its first administrator (CLI `tenant:create` and the demo seed). */
export const CompanyCreateInput = z.object({
  domain: requiredText(limits.domain.min, limits.domain.max)
    .toLowerCase()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
      error: 'validation.domain',
    }),
  name: requiredText(limits.companyName.min, limits.companyName.max),
  tax_id: requiredText(limits.taxId.min, limits.taxId.max).regex(/^[0-9-]+$/, {
    error: 'validation.taxId',
  }),
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
};
