// Runs the answer pipeline in-process on questions with known answers and reports how it did:
//
//   DATA_DIR=... npm run eval:answers -- [--questions FILE|dev|unseen] [--split tune|check] [--only ID,ID] [--show]
//
// A set written in halves marks each question `"split": "tune"` or `"check"`: the engine is
// changed while looking at the tune half only, and the check half measures whether the changes
// carry to questions nobody looked at. `--split` runs one half.
// By default the held-out questions beside this file; `unseen` the set written over filings no
// other set uses (see README.md beside this file); `dev` reads the shared development set
// (FinanceBench records, whose figure is the first number of a metrics question's answer).
// Prints the misses, a breakdown per question type, and one JSON summary line last.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sharedDir } from "../../testing/shared-corpus";
import { runAnswer } from "../run-answer";
import {
  isMiss, numbersIn, scoreAnswer, summarise, type AnswerScore, type CollectedAnswer, type EvalQuestion,
} from "./score-answer";

const { values: options } = parseArgs({
  options: { questions: { type: "string" }, split: { type: "string" }, only: { type: "string" }, show: { type: "boolean" } },
});

interface DevRecord {
  id: string;
  question: string;
  answer: string;
  question_type: string;
  evidence: { file: string; page: number }[];
}

/** The question sets kept beside this file, by the name `--questions` takes. */
const LOCAL_SETS: Record<string, string> = { heldout: "heldout-questions.jsonl", unseen: "unseen-questions.jsonl" };

function load(which: string | undefined): EvalQuestion[] {
  const here = path.dirname(new URL(import.meta.url).pathname);
  const local = LOCAL_SETS[which ?? "heldout"];
  const file =
    which === "dev"
      ? path.join(sharedDir(), "eval", "financebench-dev.jsonl")
      : local
        ? path.join(here, local)
        : String(which);
  const lines = readFileSync(file, "utf8").split("\n").filter((l) => l.trim());
  return lines.map((line) => {
    const record = JSON.parse(line) as EvalQuestion & Partial<DevRecord>;
    if (!record.question_type) return record;
    const golds = numbersIn(String(record.answer));
    return {
      id: record.id,
      question: record.question,
      answer: String(record.answer),
      type: record.question_type as EvalQuestion["type"],
      value: record.question_type === "metrics-generated" && golds.length ? golds[0] : null,
      evidence: (record.evidence ?? []).map((e) => ({ file: e.file, page: e.page })),
    };
  });
}

async function collect(query: string): Promise<CollectedAnswer & { ms: number }> {
  const started = performance.now();
  let content = "";
  let sources: CollectedAnswer["sources"] = [];
  for await (const event of runAnswer({ query })) {
    if (event.type === "message") content += event.content;
    if (event.type === "sources") {
      sources = event.sources.map((s) => ({
        ref: s.ref,
        file: `${s.document.metadata.sha256.slice(0, 16).toLowerCase()}.pdf`,
        pageNumber: s.pageNumber,
        content: s.content,
        excerpt: s.excerpt,
      }));
    }
  }
  return { content, sources, ms: performance.now() - started };
}

function flags(row: AnswerScore): string {
  const out: string[] = [];
  if (row.declined === false) out.push("not-declined");
  if (row.declined === null && !row.answered) out.push("unanswered");
  if (row.numberStated === false) out.push("number");
  if (row.headline === false) out.push("headline");
  if (row.evidenceCited === false) out.push("evidence");
  if (row.dangling) out.push(`dangling×${row.dangling}`);
  if (row.excerptsVerbatim < row.excerpts) out.push("excerpt");
  return out.join(",");
}

async function main(): Promise<void> {
  const only = options.only?.split(",");
  const questions = load(options.questions).filter((q) => (!only || only.includes(q.id)) && (!options.split || q.split === options.split));
  const show = options.show === true;
  const rows: (AnswerScore & { ms: number })[] = [];
  for (const q of questions) {
    const answer = await collect(q.question);
    const row = { ...scoreAnswer(q, answer), ms: answer.ms };
    rows.push(row);
    if (isMiss(row) || show) {
      console.log(`\n${isMiss(row) ? "MISS" : "ok"} ${q.id} [${q.type}] ${flags(row)}\n  Q: ${q.question}\n  gold: ${q.answer}${q.value != null ? ` (${q.value})` : ""} — evidence ${q.evidence.map((e) => `${e.file}#${e.page}`).join(" ") || "none"}`);
      const cited = answer.sources.map((s) => `${s.file}#${s.pageNumber}`).join(" ");
      console.log(`  A: ${answer.content.replace(/\n+/g, "\n     ").slice(0, 1200)}\n  cited: ${cited || "none"}`);
    }
  }
  console.log("\nper type:");
  const types = [...new Set(rows.map((r) => r.type))];
  for (const type of types) {
    const group = rows.filter((r) => r.type === type);
    const s = summarise(group);
    const misses = group.filter(isMiss).length;
    console.log(
      `  ${type.padEnd(22)} n=${String(group.length).padStart(3)}  ${s["answered.pct"] === null ? `declined ${s["declined.pct"]}%` : `answered ${s["answered.pct"]}%  number ${s.number_questions ? `${s["number_stated.pct"]}%` : "-"}  headline ${s.number_questions ? `${s["headline.pct"]}%` : "-"}  evidence ${s["evidence_cited.pct"]}%`}  misses ${misses}`,
    );
  }
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const p = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0);
  console.log(JSON.stringify({ mode: "answers-in-process", ...summarise(rows), misses: rows.filter(isMiss).length, "latency.p50.ms": p(0.5), "latency.p95.ms": p(0.95) }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
