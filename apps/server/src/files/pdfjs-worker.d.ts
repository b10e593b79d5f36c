/** pdf.js's worker ships without types; the server only loads it for its side effect (pdfjs.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
