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

/** The best passages for the question, or null when no page shares its subject. */
export function narrativeAnswer(question: string, pages: CitablePage[], options: NarrativeOptions = {}): Written | null {
  const focus = new Set(contentWords(focusOf(question)));
  if (focus.size === 0) return null;
  const candidates: Candidate[] = [];
  pages.slice(0, options.maxPages ?? 6).forEach((page, rank) => {
    for (const text of passages(page.content)) {
      const table = text.startsWith("|");
      if (text.startsWith("#")) continue;
      if (text.length < (table ? 10 : 40) || text.length > 900) continue;
      candidates.push({ page, rank, text, words: new Set(contentWords(text)), table });
    }
  });
  if (candidates.length === 0) return null;

  // Words rare among the candidates say more about the subject than words on every page.
  const df = new Map<string, number>();
  for (const c of candidates) for (const w of c.words) if (focus.has(w)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(1 + candidates.length / (df.get(w) ?? candidates.length));
  const scored = candidates
    .map((c) => {
      let score = 0;
      for (const w of focus) if (c.words.has(w)) score += idf(w);
      score /= Math.pow(Math.max(8, c.words.size), 0.25);
      score -= c.rank * 0.08 + (c.table ? 0.15 : 0);
      return { c, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0 || scored[0].score < 0.5) return null;

  const chosen: Candidate[] = [];
  for (const { c, score } of scored) {
    if (chosen.length >= (options.maxPassages ?? 3) || score < scored[0].score * 0.45) break;
    if (chosen.some((o) => similar(o.words, c.words))) continue;
    chosen.push(c);
  }
  // Read in document order: by page rank, then position on the page.
  chosen.sort((a, b) => a.rank - b.rank || a.page.content.indexOf(a.text) - b.page.content.indexOf(b.text));

  const first = chosen[0].page;
  const d = first.document;
  const label = `${d.formType ?? d.title}${d.fiscalYear ? ` for FY${d.fiscalYear}${d.fiscalQuarter ? ` Q${d.fiscalQuarter}` : ""}` : ""}`;
  const lines = [`${possessive(d.companyName)} ${label} addresses this on page ${first.pageNumber} [${first.ref}]:`, ""];
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
