import { readFileSync } from "node:fs";
import { loadPdfjs } from "@/lib/ingest/pdf/pdfjs";
const pdfjs = await loadPdfjs();
const f = process.argv[2];
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(f)), disableFontFace: true, verbosity: 0, isEvalSupported: false }).promise;
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  await page.getTextContent();
  page.cleanup();
  if (i % 50 === 0) { global.gc?.(); const m = process.memoryUsage(); console.log(i, "heap", Math.round(m.heapUsed / 1e6), "rss", Math.round(m.rss / 1e6), "ext", Math.round(m.external / 1e6), "ab", Math.round(m.arrayBuffers / 1e6)); }
}
await doc.destroy();
global.gc?.(); const m = process.memoryUsage(); console.log("end heap", Math.round(m.heapUsed / 1e6), "rss", Math.round(m.rss / 1e6));
