// Answers in the filings' own words: the few passages of the retrieved pages that best match
// what the question asks, each quoted and cited, after a short lead.
import { words } from "../../finance";
import { stripInstructions } from "../../retrieval/strip-instructions";
import { passages } from "../choose-excerpt";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import type { Written } from "./written";

const STOP = new Set(
  ("the a an of and or in on for to from by with as at is was were be been are its it this that these those which what how did does do has have had " +
    "our their than any there into over about per if then state explain why not company companies business question answer please " +
    "provide give based basing using use fy fiscal year years report reported data information filing").split(" "),
);

/** The part of a question that says what is asked, without answering instructions. */
export function focusOf(question: string): string {
  return stripInstructions(question).text;
}

interface Candidate {
  page: CitablePage;
  rank: number;
  text: string;
  words: Set<string>;
  table: boolean;
}

function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 1 && !STOP.has(w) && !/^\d+$/.test(w));
}

/** A table row as a sentence: "Consumer: (0.9), (0.4), (2.6)". */
function rowAsText(row: string): string {
  const cells = row.replace(/^\||\|$/g, "").split("|").map((c) => c.trim()).filter((c) => c && c !== "$" && c !== "%");
  return cells.length > 1 ? `${cells[0]}: ${cells.slice(1).join(", ")}` : (cells[0] ?? row);
}

export interface NarrativeOptions {
  maxPassages?: number;
  maxPages?: number;
}

// Pages retrieval ranked first most often hold the answer; their passages start well ahead.
const RANK_BONUS = [2, 1.3, 0.7, 0.3];
const MAX_PER_PAGE = 2;

// "cyclicality" and "cyclical", "acquisitions" and "acquired": one subject, different endings.
const shareStem = (a: string, b: string) => a === b || (a.length >= 6 && b.length >= 6 && a.slice(0, 6) === b.slice(0, 6));

interface Scored {
  c: Candidate;
  score: number;
}

/** Passages of the first pages, best first, scored against what the question asks. */
function rankPassages(question: string, pages: CitablePage[], maxPages: number): Scored[] {
  // Words of the company's own name are on every page; they say nothing about the subject.
  const nameWords = new Set(words(pages[0]?.document.companyName ?? ""));
  const focus = [...new Set(contentWords(focusOf(question)))].filter((w) => !nameWords.has(w));
  if (focus.length === 0) return [];
  const wantsFigures = /\b(?:how\s+(?:much|many)|amount|what\s+(?:is|was)\s+the\s+(?:total|value|number))\b/i.test(question);
  const candidates: Candidate[] = [];
  pages.slice(0, maxPages).forEach((page, rank) => {
    for (const text of passages(page.content)) {
      const table = text.startsWith("|");
      if (text.startsWith("#")) continue;
      if (text.length < (table ? 10 : 40) || text.length > 900) continue;
      candidates.push({ page, rank, text, words: new Set(contentWords(text)), table });
    }
  });

  // Words rare among the candidates say more about the subject than words on every page.
  const hits = (c: Candidate, w: string) => c.words.has(w) || [...c.words].some((v) => shareStem(v, w));
  const df = new Map(focus.map((w) => [w, candidates.filter((c) => hits(c, w)).length]));
  const idf = (w: string) => Math.log(1 + candidates.length / Math.max(1, df.get(w) ?? 0));
  return candidates
    .map((c) => {
      let weight = 0;
      for (const w of focus) if (hits(c, w)) weight += idf(w);
      if (weight === 0) return { c, score: 0 };
      const length = Math.pow(Math.max(8, c.words.size), 0.25);
      const figures = wantsFigures && /\d/.test(c.text) ? 0.5 : 0;
      return { c, score: weight / length + (RANK_BONUS[c.rank] ?? 0) + figures - (c.table && !wantsFigures ? 0.3 : 0) };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The best passages for the question, or null when no page shares its subject. */
export function narrativeAnswer(question: string, pages: CitablePage[], options: NarrativeOptions = {}): Written | null {
  const scored = rankPassages(question, pages, options.maxPages ?? 6);
  if (scored.length === 0 || scored[0].score < 1) return null;

  // The page retrieval ranked first gives its best passage, and so does the second when it is
  // nearly as good; the rest of the answer is the best passages wherever they are.
  const chosen: Candidate[] = [];
  const first = scored.find((x) => x.c.rank === 0);
  if (first) chosen.push(first.c);
  const second = scored.find((x) => x.c.rank === 1 && x.score >= scored[0].score * 0.5);
  if (second) chosen.push(second.c);
  for (const { c, score } of scored) {
    if (chosen.includes(c)) continue;
    if (chosen.length >= (options.maxPassages ?? 3) || score < scored[0].score * 0.6) break;
    if (chosen.filter((o) => o.page === c.page).length >= MAX_PER_PAGE) continue;
    if (chosen.some((o) => similar(o.words, c.words))) continue;
    chosen.push(c);
  }
  // Read in document order: by page rank, then position on the page.
  chosen.sort((a, b) => a.rank - b.rank || a.page.content.indexOf(a.text) - b.page.content.indexOf(b.text));

  const lead = chosen[0].page;
  const d = lead.document;
  const label = `${d.formType ?? d.title}${d.fiscalYear ? ` for FY${d.fiscalYear}${d.fiscalQuarter ? ` Q${d.fiscalQuarter}` : ""}` : ""}`;
  const lines = [`${possessive(d.companyName)} ${label} addresses this on page ${lead.pageNumber} [${lead.ref}]:`, ""];
  const excerpts = new Map<string, string>();
  for (const c of chosen) {
    lines.push(`- "${c.table ? rowAsText(c.text) : c.text}" (page ${c.page.pageNumber}) [${c.page.ref}]`);
    if (!excerpts.has(c.page.ref)) excerpts.set(c.page.ref, c.text);
  }
  return { text: lines.join("\n"), excerpts };
}

function similar(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size)) > 0.7;
}
