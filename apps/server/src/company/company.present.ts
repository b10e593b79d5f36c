import type { CompanyDto } from '@custodia/contracts';
import type { CompanyRow } from './company.repo.ts';

export function toCompanyDto(row: CompanyRow): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    tax_id: row.tax_id,
    password_expiration_days: row.password_expiration_days,
    created_at: row.created_at.toISOString(),
  };
}
