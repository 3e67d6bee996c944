import fs from "node:fs";
import { classifyPage } from "./lib/ingest/classify-page";
const dir = "/tmp/fn-retrieval/pages";
const counts: Record<string, number> = {};
const qs = fs.readFileSync("/work/shared/eval/financebench-dev.jsonl","utf8").split("\n").filter(Boolean).map(l=>JSON.parse(l));
let t = 0, n = 0;
const byFile: Record<string, string[]> = {};
for (const f of fs.readdirSync(dir)) {
  const pages: string[] = JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8"));
  const t0 = performance.now();
  byFile[f.replace(".json","")] = pages.map(p => classifyPage(p));
  t += performance.now() - t0; n += pages.length;
  for (const k of byFile[f.replace(".json","")]) counts[k] = (counts[k] ?? 0) + 1;
}
console.log(counts, `${(t / n).toFixed(3)} ms/page over ${n}`);
for (const q of qs) for (const e of q.evidence) { const k = byFile[e.file]?.[e.page - 1]; if (k) console.log(k.padEnd(20), e.file, e.page, q.question.slice(0, 60)); }
if (process.argv[2]) { const [f, kind] = process.argv.slice(2); const pages = JSON.parse(fs.readFileSync(`${dir}/${f}.json`, "utf8")); byFile[f].forEach((k, i) => { if (!kind || k === kind) console.log(i + 1, k, pages[i].slice(0, 150).replace(/\n/g, " / ")); }); }
