// Loads pdf.js (legacy build, the one that runs on Node 20) once per process or worker thread.
//
// The legacy bundle installs core-js polyfills as it loads, and on Node 20 some of them replace
// working native built-ins with much slower JavaScript versions: Array.prototype.push (forced
// because of a V8 edge case with non-writable array lengths) and JSON.parse/JSON.stringify (for
// proposals nothing here uses). Those replacements are global, so they would slow down pdf.js
// itself and every other module in the process by a third or more. We keep the natives from before
// the import and put them back once both bundles have loaded; the additions (Promise.withResolvers,
// the Set methods, ...) are new properties and stay.
//
// Importing the worker bundle in this thread registers `globalThis.pdfjsWorker`, which pdf.js then
// uses directly as its in-thread ("fake") worker: no worker file lookup, no extra thread.
type PdfjsModule = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loading: Promise<PdfjsModule> | null = null;

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= importWithNativesKept();
  return loading;
}

async function importWithNativesKept(): Promise<PdfjsModule> {
  const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  Object.defineProperty(Array.prototype, "push", {
    value: natives.push,
    writable: true,
    configurable: true,
    enumerable: false,
  });
  JSON.parse = natives.parse;
  JSON.stringify = natives.stringify;
  return pdfjs;
}
