import vm from 'node:vm';
import { expect, it } from 'vitest';
import { getDocument } from './pdfjs.ts';

/** Another realm's toString: core-js's own would call its replacements native too. */
const sourceOf = vm.runInNewContext('Function.prototype.toString') as (this: unknown) => string;

it('loads pdf.js and keeps the natives its core-js replaces', () => {
  expect(getDocument).toBeTypeOf('function');
  for (const builtIn of [
    JSON.parse,
    JSON.stringify,
    Array.prototype.push,
    Function.prototype.toString,
  ]) {
    expect(sourceOf.call(builtIn)).toContain('[native code]');
  }
});
