// The worker bundle ships without type declarations; it is imported only for its side effect of
// registering the in-thread worker (see pdfjs.ts).
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs";
