import { type Language, lawPqrsTypes, type PqrsTypeDto, translate } from '@custodia/contracts';
import type { PqrsTypeRow } from './pqrs.repo.ts';

/** A type's name: the company's, or the law's in the reader's language. */
export function pqrsTypeName(type: PqrsTypeRow, language: Language): string {
  if (type.name !== null || type.law_kind === null) return type.name ?? '';
  return translate(language, lawPqrsTypes[type.law_kind].name);
}

export function toPqrsTypeDto(type: PqrsTypeRow, language: Language): PqrsTypeDto {
  return {
    id: type.id,
    law_kind: type.law_kind,
    name: pqrsTypeName(type, language),
    own_name: type.name,
    term_days: type.term_days,
    extension_days: type.extension_days,
    active: type.active,
  };
}
