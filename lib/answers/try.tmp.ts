import { readFileSync } from "node:fs";
import { collectAnswer } from "../http/sse";
import { runAnswer } from "./run-answer";
const only = process.argv[2] ? new Set(process.argv[2].split(",")) : null;
const brief = process.argv.includes("--brief");
let cited = 0, n = 0;
for (const l of readFileSync("/work/shared/eval/financebench-dev.jsonl", "utf8").split("\n").filter(Boolean)) {
  const q = JSON.parse(l);
  if (only && !only.has(q.id.replace("financebench_id_", ""))) continue;
  const t0 = performance.now();
  const a = await collectAnswer(runAnswer({ query: q.question }), (d) => ({ id: d.id, title: d.title, file: (d.metadata.sha256 as string).slice(0, 16) + ".pdf" }));
  const ok = Object.values(a.sourceMap).some((s) => q.evidence.some((e: { file: string; page: number }) => e.file === s.documentMetadata.file && e.page === s.pageNumber));
  n++; if (ok) cited++;
  if (brief) { console.log(`${ok ? "HIT " : "MISS"} ${q.id} ${q.question_type} ${Math.round(performance.now() - t0)}ms | ${q.question.slice(0, 80)} | ev ${q.evidence.map((e: { file: string; page: number }) => e.file.slice(0, 6) + "#" + e.page).join(" ")} | got ${Object.values(a.sourceMap).map((s) => s.documentMetadata.file.slice(0, 6) + "#" + s.pageNumber).join(" ")}`); continue; }
  console.log(`### ${ok ? "HIT" : "MISS"} ${q.id} ${q.question_type} (${Math.round(performance.now() - t0)} ms)\nQ: ${q.question}\nGOLD: ${q.answer}  EVIDENCE: ${q.evidence.map((e: { file: string; page: number }) => e.file + "#" + e.page).join(" ")}\n${a.content}\nSOURCES: ${Object.entries(a.sourceMap).map(([k, v]) => `${k} ${v.documentMetadata.title} ${v.documentMetadata.file} p${v.pageNumber}`).join("; ")}\n`);
}
console.log(`evidence cited ${cited}/${n}`);
