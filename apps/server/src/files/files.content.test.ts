import { describe, expect, it } from 'vitest';
import { SAMPLE_BYTES } from '../platform/uploads.ts';
import { documentTypeOf } from './files.content.ts';

describe('a document’s type, told by its first bytes', () => {
  it('reads text whose sample ends anywhere inside a character as text', async () => {
    const text = Buffer.from('Acta de la reunión del comité. '.repeat(400));
    for (let end = SAMPLE_BYTES; end < SAMPLE_BYTES + 8; end += 1) {
      expect(await documentTypeOf('acta.txt')(text.subarray(0, end)), `cut at ${end}`).toEqual({
        mime: 'text/plain',
        extension: 'txt',
      });
    }
  });

  it('refuses bytes that are no text, and markup of any name', async () => {
    expect(
      await documentTypeOf('datos.txt')(Buffer.from([0x41, 0xff, 0xfe, 0x42])),
    ).toBeUndefined();
    expect(
      await documentTypeOf('nota.txt')(Buffer.from('<html><body>hola</body></html>')),
    ).toBeUndefined();
    expect(await documentTypeOf('vacio.txt')(Buffer.alloc(0))).toBeUndefined();
  });

  it('tells old office documents apart by their name, and CSV from text', async () => {
    const compound = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await documentTypeOf('informe.doc')(compound)).toEqual({
      mime: 'application/msword',
      extension: 'doc',
    });
    expect(await documentTypeOf('informe.bin')(compound)).toBeUndefined();
    expect(await documentTypeOf('cuadro.csv')(Buffer.from('a;b\n1;2\n'))).toEqual({
      mime: 'text/csv',
      extension: 'csv',
    });
  });

  it('takes a TIFF whose directory lies past the sample, as scanners write them, by its header', async () => {
    // libtiff writes the pages first and their directory after: the sample holds only the header.
    const scan = Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.alloc(SAMPLE_BYTES * 2)]);
    scan.writeUInt32LE(SAMPLE_BYTES + 100, 4);
    expect(await documentTypeOf('escaneo.tif')(scan.subarray(0, SAMPLE_BYTES))).toEqual({
      mime: 'image/tiff',
      extension: 'tif',
    });
    expect(await documentTypeOf('escaneo.bin')(scan.subarray(0, SAMPLE_BYTES))).toBeUndefined();
  });
});
