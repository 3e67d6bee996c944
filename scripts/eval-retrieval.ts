// npm run eval:retrieval — page recall of retrieval, in process, over the catalog of DATA_DIR (an
// ingested copy of the sample corpus). Without options: the narrative questions of lib/retrieval
// (their evidence pages checked by hand). With `--questions dev|unseen|heldout|FILE[,…]`: question
// files in the shape of shared/eval/financebench-dev.jsonl (`evidence: [{file, page}]`, pages
// 1-based, files named by the first 16 hex digits of the PDF's SHA-256), as score.mjs reads them —
// `dev` is that file, `unseen`, `heldout`, `fresh-figures` and `fresh-narrative` the answer
// engine's own sets. Questions without
// evidence (those a filing cannot answer) are left out. `--unnamed` cuts the companies each
// question names out of it first (as bench:retrieval does), so that the document-level index
// chooses among all the filings. Prints one JSON line per set, with recall per question type;
// `--misses` also prints each question missed at 10 and counts them by why they missed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db } from "../lib/db/connection";
import { NARRATIVE_QUESTIONS, type NarrativeQuestion } from "../lib/retrieval/narrative-questions.fixture";
import { catalogCompanies } from "../lib/retrieval/catalog-companies";
import { pageRecall } from "../lib/retrieval/page-recall";
import { understandQuery } from "../lib/retrieval/understand-query";
import { sharedDir } from "../lib/testing/shared-corpus";

const { values } = parseArgs({
  options: { questions: { type: "string" }, misses: { type: "boolean", default: false }, unnamed: { type: "boolean", default: false } },
});

const SETS: Record<string, string> = {
  dev: path.join(sharedDir(), "eval", "financebench-dev.jsonl"),
  unseen: path.join("lib", "answers", "eval", "unseen-questions.jsonl"),
  heldout: path.join("lib", "answers", "eval", "heldout-questions.jsonl"),
  "fresh-figures": path.join("lib", "answers", "eval", "fresh-figures-questions.jsonl"),
  "fresh-narrative": path.join("lib", "answers", "eval", "fresh-narrative-questions.jsonl"),
};

interface FileQuestion extends NarrativeQuestion {
  type: string;
}

/** The question with the companies it names cut out. */
function withoutCompanies(question: string): string {
  const mentions = understandQuery(question, catalogCompanies(db())).companies;
  let text = question;
  for (const m of [...mentions].sort((a, b) => b.start - a.start)) text = text.slice(0, m.start) + text.slice(m.end);
  return text;
}

function readSet(file: string): FileQuestion[] {
  return readFileSync(file, "utf8").split("\n").filter(Boolean).flatMap((line) => {
    const q = JSON.parse(line) as { question: string; type?: string; question_type?: string; evidence?: { file: string; page: number }[] };
    const evidence = (q.evidence ?? []).map((e) => `${e.file.replace(/\.pdf$/i, "").toLowerCase()}#${e.page}`);
    const question = values.unnamed ? withoutCompanies(q.question) : q.question;
    return evidence.length ? [{ question, evidence, type: q.type ?? q.question_type ?? "other" }] : [];
  });
}

function report(name: string, questions: readonly FileQuestion[] | readonly NarrativeQuestion[]): void {
  const all = pageRecall(db(), questions);
  if (values.misses) for (const miss of all.misses) console.log(`miss (${miss.kind}): ${miss.question} → ${miss.got.join(", ")} (evidence ${miss.evidence.join(", ")})`);
  const line: Record<string, unknown> = { set: values.unnamed ? `${name} (companies cut out)` : name, questions: all.questions, "page@5": all.recall[5], "page@10": all.recall[10] };
  // Why the questions missed at 10, by kind (page-recall.ts), so the largest class is the one to attack.
  if (values.misses) for (const miss of all.misses) line[`miss.${miss.kind}`] = ((line[`miss.${miss.kind}`] as number | undefined) ?? 0) + 1;
  const types = [...new Set(questions.map((q) => ("type" in q ? q.type : "narrative")))];
  if (types.length > 1) {
    for (const type of types) {
      const subset = questions.filter((q) => ("type" in q ? q.type : "narrative") === type);
      const part = pageRecall(db(), subset);
      line[`${type}.page@5`] = part.recall[5];
      line[`${type}.page@10`] = part.recall[10];
    }
  }
  line["p95.ms"] = all.p95Ms;
  console.log(JSON.stringify(line));
}

if (!values.questions) report("narrative", NARRATIVE_QUESTIONS);
else for (const name of values.questions.split(",")) report(name, readSet(SETS[name] ?? name));
