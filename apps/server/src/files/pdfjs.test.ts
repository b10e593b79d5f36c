import vm from 'node:vm';
import { expect, it } from 'vitest';
import { pdfOf } from '../../test/file-fixtures.ts';
import { textOf } from './files.text.ts';

/** Another realm's toString: core-js's own would call its replacements native too. */
const sourceOf = vm.runInNewContext('Function.prototype.toString') as (this: unknown) => string;

it('reads a PDF and keeps the natives the core-js of pdf.js and of its worker replace', async () => {
  // The first PDF read loads pdf.js's worker, which carries core-js of its own.
  expect(await textOf(await pdfOf(['Acta de comité']), 'application/pdf')).toContain('Acta');
  for (const builtIn of [
    JSON.parse,
    JSON.stringify,
    Array.prototype.push,
    Function.prototype.toString,
  ]) {
    expect(sourceOf.call(builtIn)).toContain('[native code]');
  }
});
