import type { CompanyDto } from '@custodia/contracts';
import type { CompanyRow, MessageGatewayRow } from './company.repo.ts';

/** The company's parameters; of its message gateway only the address and whether a key is kept. */
export function toCompanyDto(row: CompanyRow, gateway: MessageGatewayRow | undefined): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    tax_id: row.tax_id,
    password_expiration_days: row.password_expiration_days,
    upload_limits: {
      max_files: row.upload_max_files,
      max_bytes: row.upload_max_bytes,
      min_bytes: row.upload_min_bytes,
      name_max: row.file_name_max,
    },
    time_zone: row.time_zone,
    expedient_consult: row.expedient_consult,
    deadline_thresholds: {
      green_above: row.deadline_green_above,
      orange_above: row.deadline_orange_above,
    },
    message_gateway: gateway
      ? { url: gateway.url, has_key: true, updated_at: gateway.updated_at.toISOString() }
      : null,
    created_at: row.created_at.toISOString(),
  };
}
