// Direct (no HTTP) evaluation of retrievePages on the dev questions.
import fs from "node:fs";
import { openDb } from "/work/main/lib/db/connection";
import { retrievePages } from "/work/main/lib/retrieval/retrieve-pages";
import { backfillPageFeatures } from "/work/main/lib/retrieval/page-feature-store";
const dbFile = process.env.EVAL_DB ?? "/tmp/fn-retrieval/data/footnote.db";
const db = openDb(dbFile);
let t0 = performance.now();
backfillPageFeatures(db);
console.log(`backfill ${(performance.now() - t0).toFixed(0)} ms`);
const qs = fs.readFileSync("/work/shared/eval/financebench-dev.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const verbose = process.argv.includes("-v");
const rows: any[] = [];
for (const q of qs) {
  t0 = performance.now();
  const r = retrievePages({ query: q.question }, db);
  const ms = performance.now() - t0;
  const got = r.chunks.map((c) => ({ file: String(c.document.metadata.sha256).slice(0, 16) + ".pdf", page: c.pageNumber, kind: c.kind, score: c.score }));
  const ev = q.evidence.map((e: any) => `${e.file}#${e.page}`);
  const evFiles = new Set(q.evidence.map((e: any) => e.file));
  const firstPage = got.findIndex((g) => ev.includes(`${g.file}#${g.page}`));
  const firstDoc = got.findIndex((g) => evFiles.has(g.file));
  rows.push({ id: q.id, type: q.question_type, ms, firstPage, firstDoc });
  if (verbose && (firstPage < 0 || firstPage >= 5)) {
    console.log(`MISS ${q.question_type.slice(0, 6)} fp=${firstPage} fd=${firstDoc} ${q.question.slice(0, 110)}`);
    console.log(`   want ${ev.join(" ")} | docs: ${r.documents.slice(0, 4).map((d) => `${String(d.metadata.sha256).slice(0, 6)}:${d.formType}:${d.fiscalYear}${d.fiscalQuarter ? "Q" + d.fiscalQuarter : ""}`).join(" ")}`);
    console.log(`   got  ${got.slice(0, 6).map((g) => `${g.file.slice(0, 6)}#${g.page}:${g.kind}:${g.score.toFixed(2)}`).join(" ")}`);
    console.log(`   terms ${r.understanding.terms.join(" ")}`);
  }
}
const pct = (n: number) => Math.round((1000 * n) / rows.length) / 10;
const q = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
const at = (k: number, rs = rows) => Math.round((1000 * rs.filter((r) => r.firstPage >= 0 && r.firstPage < k).length) / rs.length) / 10;
const metrics = rows.filter((r) => r.type === "metrics-generated");
console.log(JSON.stringify({ "page@1": at(1), "page@3": at(3), "page@5": at(5), "page@10": at(10), "doc@5": pct(rows.filter((r) => r.firstDoc >= 0 && r.firstDoc < 5).length), "metrics.page@5": at(5, metrics), "novel.page@5": at(5, rows.filter((r) => r.type === "novel-generated")), "domain.page@5": at(5, rows.filter((r) => r.type === "domain-relevant")), p50: q(rows.map((r) => r.ms), 0.5).toFixed(1), p95: q(rows.map((r) => r.ms), 0.95).toFixed(1) }));
