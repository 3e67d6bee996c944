import { readFileSync } from "node:fs";
import { catalogueRetrieval } from "./answer-retrieval";
const ids = new Set(process.argv[2].split(","));
const retrieve = catalogueRetrieval();
for (const l of readFileSync("/work/shared/eval/financebench-dev.jsonl", "utf8").split("\n").filter(Boolean)) {
  const q = JSON.parse(l);
  if (!ids.has(q.id.replace("financebench_id_", ""))) continue;
  const found = await retrieve({ query: q.question, signal: new AbortController().signal });
  const list = found.pages.map((p) => `${(p.document.metadata.sha256 as string).slice(0, 6)}#${p.pageNumber}`);
  const ev = q.evidence.map((e: { file: string; page: number }) => `${e.file.slice(0, 6)}#${e.page}`);
  console.log(q.id, "ev", ev.join(" "), "ranks", ev.map((e: string) => list.indexOf(e)).join(","), "|", list.join(" "));
}
