import { readFileSync, writeFileSync, mkdirSync, readdirSync } from "node:fs";
import { extractPages } from "@/lib/ingest/pdf/extract-pages";
const dir = "/work/shared/corpus/filings/";
const files = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(dir);
mkdirSync("/tmp/pdfx/out", { recursive: true });
let pages = 0; const c0 = process.cpuUsage(); const w0 = performance.now();
for (const f of files) {
  try {
    const out = await extractPages(new Uint8Array(readFileSync(dir + f)));
    pages += out.length;
    writeFileSync(`/tmp/pdfx/out/${f}.md`, out.map(p => `\n\n<!-- page ${p.pageNumber}${p.garbled ? " garbled" : ""} -->\n\n${p.markdown}`).join(""));
  } catch (e) { console.log(f, String(e)); }
}
const c = process.cpuUsage(c0); const cpu = (c.user + c.system) / 1e6; const wall = (performance.now() - w0) / 1000;
console.log(`${pages} pages, wall ${wall.toFixed(1)} s (${(pages / wall).toFixed(1)} p/s), cpu ${cpu.toFixed(1)} s (${(pages / cpu).toFixed(1)} p/cpu-s), rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
