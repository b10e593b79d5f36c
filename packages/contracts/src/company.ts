import { z } from 'zod';

export const CompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  tax_id: z.string(),
  password_expiration_days: z.number().int().nullable(),
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

export const HealthDto = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;
