// The part of a company a question asks about — a segment, a region, a division ("Frito-Lay North
// America's operating profit", "the AWS segment", "Walmart International net sales") — found as a
// name the question capitalises and the retrieved tables print: as a row, a section, a column or
// the heading of a table. Words of the company's own name, periods and line items are no such name.
import { findLineItems, findMetrics, tokenize, type Token } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { rowItem } from "./row-item";
import { readStatementRows, type TableRow } from "./statement-table";

// Words that name no part of a company by themselves.
const GENERIC = new Set(
  ("segment division business group unit region area total consolidated company corporate other and of the & in for " +
    "inc corporation co ltd plc llc holdings").split(" "),
);
const PERIOD = /^(?:19|20)\d\d$|^(?:fy|fiscal|year|quarter|month|week|ended|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|\d+)$|^(?:fy\d{2,4}|q[1-4](?:fy)?\d{0,4}|[1-4]q\d{0,4}|h[12]\d{0,4}|[12]h\d{0,4}|\d{4}q[1-4]|[369]m|ytd)$/;
const CONNECTIVES = new Set(["and", "of", "the", "&"]);
const MAX_WORDS = 6;

/** "U.S." as "US", at the same length so that offsets into the text still hold. */
const joinInitials = (text: string) => text.replace(/\b(?:[A-Za-z]\.){2,}/g, (m) => m.replace(/\./g, "").padEnd(m.length, " "));
const nameTokens = (text: string) => tokenize(joinInitials(text));

export const nameKey = (text: string) => nameTokens(text).map((t) => t.word).join(" ");

/** The rows of the pages of the first page's company, read once per page. */
export function companyRows(pages: CitablePage[]): { page: CitablePage; rank: number; rows: TableRow[] }[] {
  const company = pages[0]?.document.companyId;
  return pages.filter((p) => p.document.companyId === company).map((page, rank) => ({ page, rank, rows: readStatementRows(page.content) }));
}

// Words around a name in a heading: "Walmart International Segment", "Segment results – AWS".
const HEADING_WORDS = /^(?:(?:the|our)\s+)?|\s*(?:segments?|divisions?|business(?:es)?|regions?|results?|operations?|overview)\s*$/gi;

/** Texts a table prints that may name a part of the company: labels, sections, captions, short headings. */
function printedNames(rows: TableRow[]): Set<string> {
  const out = new Set<string>();
  for (const row of rows) {
    out.add(row.label);
    if (row.section) out.add(row.section);
    for (const c of row.columns) if (c.caption) out.add(c.caption);
    for (const line of row.context.split("\n")) if (line.length <= 60) out.add(line.replace(HEADING_WORDS, "").trim());
  }
  return out;
}

// The kind of part written right after a name: "the Business segment".
const KIND_AFTER = /^(?:segments?|divisions?)$/;

/** Where the name's words stand in the question, as a run of its tokens, or -1. */
function runIn(question: Token[], name: string[]): number {
  for (let i = 0; i + name.length <= question.length; i++) {
    if (name.every((w, k) => question[i + k]!.word === w)) return i;
  }
  return -1;
}

/** Whether the question writes each word of the run capitalised, as names are. */
function capitalised(question: string, tokens: Token[], from: number, length: number): boolean {
  return tokens.slice(from, from + length).every((t) => CONNECTIVES.has(t.word) || /^[^a-z]/.test(question.slice(t.start, t.end)));
}

/**
 * Names of parts of the company the question asks about, longest first: printed on the pages,
 * capitalised in the question, more than the company's own name and no line item.
 */
export function segmentsNamed(question: string, pages: CitablePage[]): string[] {
  if (pages.length === 0) return [];
  const own = new Set([...tokenize(pages[0]!.document.companyName), ...(pages[0]!.document.companyTickers ?? []).flatMap((t) => tokenize(t))].map((t) => t.word));
  const tokens = nameTokens(question);
  const found = new Map<string, string>();
  for (const { rows } of companyRows(pages)) {
    for (const printed of printedNames(rows)) {
      const name = nameTokens(printed).map((t) => t.word);
      if (name.length === 0 || name.length > MAX_WORDS) continue;
      const at = runIn(tokens, name);
      // "Business" or "Consumer" names a part only as the question writes it: "the Business segment".
      const distinctive = name.some((w) => !GENERIC.has(w) && !own.has(w) && !PERIOD.test(w));
      if (!distinctive && !(at >= 0 && name.every((w) => !own.has(w) && !PERIOD.test(w)) && KIND_AFTER.test(tokens[at + name.length]?.word ?? ""))) continue;
      // A figure's own name printed as a column ("EPS", "EBITDA") is no part of the company.
      if (at < 0 || !capitalised(question, tokens, at, name.length) || rowItem(printed) || findMetrics(printed).length > 0 || findLineItems(printed).length > 0) continue;
      if (modifiesAcronym(question, tokens, at + name.length)) continue;
      // Named as the question writes it ("North America", not the table's "NORTH AMERICA"; "U.S."
      // whole, though its initials were read joined).
      const key = name.join(" ");
      if (!found.has(key)) found.set(key, question.slice(tokens[at]!.start, writtenEnd(question, tokens[at + name.length - 1]!.end)).replace(/['’]s?$/, ""));
    }
  }
  return [...found.entries()].sort((a, b) => b[0].split(" ").length - a[0].split(" ").length).map(([, written]) => written);
}

/** Where a name written with initials ends: "U.S." past the "US" read from it. */
function writtenEnd(question: string, end: number): number {
  const joined = joinInitials(question);
  // (The joined initials are padded with spaces where the question has its letters and dots.)
  while (end < question.length && joined[end] === " " && /[A-Za-z.]/.test(question[end]!)) end++;
  return end;
}

/**
 * Whether the name stands before an acronym that is no figure, which it qualifies: "U.S. GAAP" is
 * an accounting basis, not the U.S. part of the company ("U.S. EBITDA" is the part's figure).
 */
function modifiesAcronym(question: string, tokens: Token[], next: number): boolean {
  const t = tokens[next];
  if (!t) return false;
  const written = question.slice(t.start, t.end);
  if (!/^[A-Z]{3,}$/.test(written) || PERIOD.test(t.word)) return false;
  const rest = question.slice(t.start);
  return !findMetrics(rest).some((m) => m.start === 0) && !findLineItems(rest).some((m) => m.start === 0);
}

// Words that may stand between a part's name and the figure: "the Consumer segment revenue".
const PART_NOUNS = new Set(["segment", "division", "business", "unit", "region", "brand", "product", "line"]);
const EVERYDAY_FIGURES = /\b(?:net\s+|total\s+)?(?:sales|revenues?|earnings|profits?)\b/i;

/**
 * A name the question puts right before the figure it asks for, capitalised and no word of the
 * company's or of a period ("Pfizer's Comirnaty revenue", "the Consumer segment revenue"): a part
 * of the company even when no retrieved table prints it, so the company's total is no answer.
 */
export function partNamedBeforeFigure(question: string, pages: CitablePage[]): string | null {
  const document = pages[0]?.document;
  if (!document) return null;
  const own = new Set([...tokenize(document.companyName), ...(document.companyTickers ?? []).flatMap((t) => tokenize(t))].map((t) => t.word));
  const spans = [...findMetrics(question).filter((m) => m.metric.kind === "formula"), ...findLineItems(question)].map((m) => m.start);
  const everyday = EVERYDAY_FIGURES.exec(question);
  if (everyday) spans.push(everyday.index);
  if (spans.length === 0) return null;
  const start = Math.min(...spans);
  const tokens = nameTokens(question.slice(0, start).replace(/\([^()]*\)/g, (m) => " ".repeat(m.length)));
  const run: Token[] = [];
  // Where the words after the token begin: the run's first, a part's noun, or the figure.
  let next = start;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    const written = question.slice(t.start, t.end);
    // A colon, semicolon or comma after the token ends the run: "its 10-Q: total net revenues",
    // "10-K: Media segment" (names "Media").
    if (/[:;,]/.test(question.slice(t.end, next))) break;
    next = t.start;
    if (run.length === 0 && PART_NOUNS.has(t.word)) continue;
    // A possessive ends the run: "Pfizer's" is whose the part is.
    if (/['’]s?$/.test(written) || !/^[A-Z0-9&]/.test(written) || own.has(t.word) || PERIOD.test(t.word) || i === 0) break;
    run.unshift(t);
  }
  const words = run.filter((t) => !GENERIC.has(t.word) && !CONNECTIVES.has(t.word));
  return words.length ? question.slice(run[0]!.start, writtenEnd(question, run[run.length - 1]!.end)) : null;
}

// A name the question itself calls a segment or division: "the Flipkart segment", "its Media division".
const CALLED_SEGMENT = /\b(?<name>(?:[A-Z0-9][\w&.'’-]*\s+){0,3}[A-Z0-9][\w&.'’-]*)\s+(?:reportable\s+|business\s+|operating\s+)?(?:segment|division)\b/g;

/**
 * A name the question calls a segment or division, wherever it stands ("operating income of the
 * Flipkart segment"), capitalised and more than the company's own name or a period; null if none.
 */
export function partCalledSegment(question: string, pages: CitablePage[]): string | null {
  const document = pages[0]?.document;
  if (!document) return null;
  const own = new Set([...tokenize(document.companyName), ...(document.companyTickers ?? []).flatMap((t) => tokenize(t))].map((t) => t.word));
  for (const m of question.matchAll(CALLED_SEGMENT)) {
    // The name's own words, after any possessive or word of the company's ("Amazon's Whole Foods").
    const words = m.groups!.name!.split(/\s+/);
    const from = words.findLastIndex((w) => /['’]s?$/.test(w) || tokenize(w).some((t) => own.has(t.word)) || PERIOD.test(tokenize(w)[0]?.word ?? ""));
    const name = words.slice(from + 1).join(" ");
    const key = nameTokens(name).map((t) => t.word);
    if (key.length && key.some((w) => !GENERIC.has(w) && !CONNECTIVES.has(w))) return name;
  }
  return null;
}
