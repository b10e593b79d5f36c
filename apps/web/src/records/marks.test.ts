import { describe, expect, it } from 'vitest';
import { markedParts } from './marks.ts';

describe('the words a search found, in a text', () => {
  it('are marked where they stand whole, as often as they do', () => {
    expect(
      markedParts('Solicitud de información: solicitud urgente', ['Solicitud', 'información']),
    ).toEqual([
      { text: 'Solicitud', marked: true },
      { text: ' de ', marked: false },
      { text: 'información', marked: true },
      { text: ': solicitud urgente', marked: false },
    ]);
  });

  it('are not marked inside another word, and a text without them stays whole', () => {
    expect(markedParts('Solicitudes', ['Solicitud'])).toEqual([
      { text: 'Solicitudes', marked: false },
    ]);
    expect(markedParts('Sin coincidencias', [])).toEqual([
      { text: 'Sin coincidencias', marked: false },
    ]);
  });

  it('take a word with signs of a regular expression literally', () => {
    expect(markedParts('Pago (C++) hecho', ['(C++)'])).toEqual([
      { text: 'Pago ', marked: false },
      { text: '(C++)', marked: true },
      { text: ' hecho', marked: false },
    ]);
  });
});
