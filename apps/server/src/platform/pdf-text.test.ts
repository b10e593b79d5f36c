import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { wrappedAddress, wrappedLines } from './pdf-text.ts';

const address =
  'https://custodia.example.co/window/demo.co/tracking?number=1-20261203-15&code=ABCD-EFGH-JKLM';

describe('text cut to a PDF line’s width', () => {
  it('breaks an address only after its slashes and separators, losing nothing of it', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrappedAddress(address, font, 8, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(address);
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/[/?&]$/);
  });

  it('breaks words at spaces, and ends a text longer than its lines with an ellipsis', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrappedLines('uno dos tres cuatro cinco seis siete ocho', font, 10, 60, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(lines[0]).not.toContain('…');
  });
});
