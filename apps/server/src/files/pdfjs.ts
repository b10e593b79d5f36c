/**
 * pdf.js, loaded so that it leaves the server's built-ins as it found them. Its legacy build, the
 * one that runs on Node 20, carries core-js, which on load replaces natives Node already has:
 * JSON.parse and JSON.stringify (for JSON.rawJSON, which Node 20 lacks) become JavaScript that
 * reads every text again character by character, Array.prototype.push and
 * Function.prototype.toString wrappers. Every answer of the API, every json column pg reads and
 * every array push of the process went through them: a record list's page went from 155 to 234
 * requests a second once they were put back (decision 36). What core-js replaced is put back
 * once pdf.js and its worker have loaded; what it added (Promise.withResolvers, Uint8Array.prototype.toHex …)
 * stays for pdf.js to use.
 */
const builtIns: object[] = [
  JSON,
  Math,
  Reflect,
  Object,
  Array,
  Promise,
  ...[Object, Array, Function, String, Number, Promise, Map, Set, RegExp, Date, Uint8Array].map(
    (type) => type.prototype,
  ),
];
const natives: PropertyDescriptorMap[] = builtIns.map((object) =>
  Object.getOwnPropertyDescriptors(object),
);

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Its worker runs in this thread on Node, loaded at the first PDF read unless it is already here
// (globalThis.pdfjsWorker), and bundles core-js again: loaded now, inside the same window.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

builtIns.forEach((object, index) => {
  for (const [key, native] of Object.entries(natives[index] ?? {})) {
    const now = Object.getOwnPropertyDescriptor(object, key);
    if (native.configurable && now && 'value' in native && !Object.is(now.value, native.value)) {
      Object.defineProperty(object, key, native);
    }
  }
});

export const { getDocument } = pdfjs;
