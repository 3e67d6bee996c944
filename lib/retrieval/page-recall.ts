// Page recall of retrieval on questions with known evidence pages: the share of questions whose
// first evidence page is among the top k pages returned. Evidence names a filing by the first 16
// hex digits of its SHA-256, which documents carry as metadata.sha256.
import { documentHashes } from "../catalog/retrieval-queries";
import type { Db } from "../db/connection";
import type { NarrativeQuestion } from "./narrative-questions.fixture";
import { retrievePages } from "./retrieve-pages";

export interface RecallReport {
  questions: number;
  /** Percent of questions with an evidence page in the top k, per k. */
  recall: Record<number, number>;
  /** 95th percentile of retrieval time, in milliseconds. */
  p95Ms: number;
  /** Questions without an evidence page in the top max(k), with the pages they got instead. */
  misses: Miss[];
}

/**
 * Why a question missed: none of its evidence filings was among the documents searched; or one
 * was, and an evidence page lies next to a page returned from it (an answer that runs over a page
 * break); or the page was simply ranked lower.
 */
export type MissKind = "document-not-chosen" | "next-to-a-returned-page" | "page-ranked-lower";

export interface Miss {
  question: string;
  kind: MissKind;
  evidence: string[];
  got: string[];
}

function missKind(evidence: readonly string[], documents: readonly string[], got: readonly string[]): MissKind {
  const files = new Set(evidence.map((e) => e.split("#")[0]));
  if (!documents.some((d) => files.has(d))) return "document-not-chosen";
  const returned = new Set(got);
  const adjacent = evidence.some((e) => {
    const [file, page] = e.split("#");
    return returned.has(`${file}#${Number(page) - 1}`) || returned.has(`${file}#${Number(page) + 1}`);
  });
  return adjacent ? "next-to-a-returned-page" : "page-ranked-lower";
}

export function pageRecall(database: Db, questions: readonly NarrativeQuestion[], ks: readonly number[] = [5, 10]): RecallReport {
  const prefixOf = new Map<string, string>();
  for (const row of documentHashes(database)) {
    prefixOf.set(row.id, String(row.sha ?? "").slice(0, 16));
  }
  const limit = Math.max(...ks);
  const firsts: number[] = [];
  const times: number[] = [];
  const misses: RecallReport["misses"] = [];
  for (const q of questions) {
    const started = performance.now();
    const { chunks, documents } = retrievePages({ query: q.question, limit }, database);
    times.push(performance.now() - started);
    const got = chunks.map((c) => `${prefixOf.get(c.document.id)}#${c.pageNumber}`);
    const first = got.findIndex((g) => q.evidence.includes(g));
    firsts.push(first);
    if (first < 0) {
      const kind = missKind(q.evidence, documents.map((d) => prefixOf.get(d.id) ?? ""), got);
      misses.push({ question: q.question, kind, evidence: [...q.evidence], got: got.slice(0, 5) });
    }
  }
  const recall: Record<number, number> = {};
  for (const k of ks) recall[k] = Math.round((1000 * firsts.filter((f) => f >= 0 && f < k).length) / firsts.length) / 10;
  times.sort((a, b) => a - b);
  return { questions: questions.length, recall, p95Ms: Math.round(times[Math.floor(0.95 * (times.length - 1))] ?? 0), misses };
}
