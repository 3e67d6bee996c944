import { readFileSync } from "node:fs";
import { loadPdfjs } from "@/lib/ingest/pdf/pdfjs";
import { readTextRuns } from "@/lib/ingest/pdf/text-runs";
import { buildLines } from "@/lib/ingest/pdf/text-lines";
import { toCellLine, demoteAmountsUnderLabels } from "@/lib/ingest/pdf/line-cells";
import { findTableRegions } from "@/lib/ingest/pdf/table-regions";
import { clusterColumns, spanHeaderCells } from "@/lib/ingest/pdf/table-columns";
const [file, p] = process.argv.slice(2);
const pdfjs = await loadPdfjs();
const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), disableFontFace: true, verbosity: 0 }).promise;
const page = await doc.getPage(Number(p));
const vp = page.getViewport({ scale: 1 });
const tc = await page.getTextContent();
const groups = readTextRuns(tc.items as any, vp.transform, vp.width, vp.height);
const cls = buildLines(groups[0]).map(toCellLine); demoteAmountsUnderLabels(cls);
for (const r of findTableRegions(cls)) {
  const placed = r.body.flatMap((cl, row) => cl.values.map((cell) => ({ cell, row })));
  const { columns } = clusterColumns(placed);
  console.log("columns", columns.map(c => `${c.x0.toFixed(0)}-${c.x1.toFixed(0)}`).join(" "));
  const lines = r.header.map(cl => cl.cells.filter(c => !(c.x1 <= columns[0].x0 + 0.25 * cl.line.size)));
  const spans = spanHeaderCells(columns, lines);
  for (const l of lines) console.log(l.map(c => `${c.text}[${c.x0.toFixed(0)}-${c.x1.toFixed(0)}]→${spans.get(c)}`).join("  "));
}
