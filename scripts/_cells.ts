import { readFileSync } from "node:fs";
import { loadPdfjs } from "@/lib/ingest/pdf/pdfjs";
import { readTextRuns } from "@/lib/ingest/pdf/text-runs";
import { buildLines } from "@/lib/ingest/pdf/text-lines";
import { toCellLine } from "@/lib/ingest/pdf/line-cells";
const [file, p] = process.argv.slice(2);
const pdfjs = await loadPdfjs();
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), disableFontFace: true, verbosity: 0 }).promise;
const page = await doc.getPage(Number(p));
const vp = page.getViewport({ scale: 1 });
const tc = await page.getTextContent();
const groups = readTextRuns(tc.items as any, vp.transform, vp.width, vp.height);
for (const g of groups) for (const l of buildLines(g)) {
  const cl = toCellLine(l);
  console.log(l.y.toFixed(1), l.size.toFixed(1), l.font, cl.cells.map(c => `[${c.x0.toFixed(0)}-${c.x1.toFixed(0)}${c.numeric ? (cl.values.includes(c) ? "#" : "n") : ""} ${c.text}]`).join(" "));
}
