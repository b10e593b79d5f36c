import { describe, expect, it } from 'vitest';
import { choiceProblem } from './fileChoice.ts';

const rules = { max_files: 2, max_bytes: 100, min_bytes: 1, name_max: 20 };
const chosen = (name: string, size: number, subject = 'Soporte firmado') => ({
  file: new File([new Uint8Array(size)], name),
  subject,
  documentaryType: null,
});

describe('a chosen file, judged before it is sent', () => {
  it('passes with a good name, size and subject', () => {
    expect(choiceProblem(chosen('contrato.pdf', 50), 0, rules)).toBeNull();
  });

  it('names the first rule it breaks', () => {
    expect(choiceProblem(chosen('tercero.pdf', 50), 2, rules)).toBe('files.choice.tooMany?max=2');
    expect(choiceProblem(chosen('.pdf', 50), 0, rules)).toBe('files.nameBase');
    expect(choiceProblem(chosen('a|b.pdf', 50), 0, rules)).toBe('files.nameCharacters');
    expect(choiceProblem(chosen('grande.pdf', 101), 0, rules)).toBe(
      'files.choice.tooLarge?max=100',
    );
    expect(choiceProblem(chosen('vacio.pdf', 0), 0, rules)).toBe('files.choice.tooSmall?min=1');
    expect(choiceProblem(chosen('corto.pdf', 5, 'ab'), 0, rules)).toBe(
      'validation.between?min=4&max=1000',
    );
  });
});
