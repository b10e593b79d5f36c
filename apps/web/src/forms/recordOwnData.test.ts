import { type MessageKey, translate } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { ownDatumLabelled } from './recordOwnData.ts';

const spanish = (key: MessageKey) => translate('es', key);
const english = (key: MessageKey) => translate('en', key);

describe('a field labelled like the record’s own data', () => {
  it('is found whatever its case, accents, punctuation or spaces', () => {
    expect(ownDatumLabelled('Asunto', [spanish])?.name).toBe('subject');
    expect(ownDatumLabelled('  fecha del DOCUMENTO: ', [spanish])?.name).toBe('document_date');
    expect(ownDatumLabelled('Tipo de soporte', [spanish])?.name).toBe('support_type');
    expect(ownDatumLabelled('Fécha-del documento', [spanish])?.name).toBe('document_date');
  });

  it('is found in each language given, and only in those', () => {
    expect(ownDatumLabelled('Document date', [spanish])).toBeUndefined();
    expect(ownDatumLabelled('Document date', [spanish, english])?.name).toBe('document_date');
  });

  it('is not a label that only shares words with one of them', () => {
    expect(ownDatumLabelled('Asunto interno', [spanish])).toBeUndefined();
    expect(ownDatumLabelled('Fecha de recepción', [spanish])).toBeUndefined();
    expect(ownDatumLabelled('', [spanish])).toBeUndefined();
  });
});
