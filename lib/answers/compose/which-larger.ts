// "Which was larger at Adobe at the end of fiscal 2016: trade payables or accrued expenses?",
// "Was Amazon's fulfillment larger than its technology and content in 2019?": two rows of the
// statements compared for one period. Each is read by the label the question gives it (the
// dictionary's item when no row is so labelled), and the answer names the larger (or smaller) with
// its figure in bold first, the other beside it, both cited.
import { findLineItems, rowLabelItem, type LineItemId } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { FigureBook, type Figure } from "../statements/figure-book";
import { dateText, figureText } from "./format";
import { cite, figureExcerpts, type Written } from "./written";

export interface LargerAsk {
  rows: [string, string];
  /** "Which was smaller": the lesser of the two is the answer. */
  extreme: "max" | "min";
}

const COMPARATIVE = String.raw`(larger|bigger|greater|higher|more|smaller|lower|less)`;
// "Which was larger …: A or B?", "which was bigger, A or B, at …?", "which is greater — A or B?"
const WHICH = new RegExp(String.raw`\b(?:which|what)\s+(?:one\s+)?(?:was|were|is|are)\s+(?:the\s+)?${COMPARATIVE}\b(.*)$`, "i");
// "Was A larger than B …?"
const THAN = new RegExp(String.raw`^\s*(?:was|were|is|are)\s+(.+?)\s+${COMPARATIVE}\s+than\s+(.+)$`, "i");
// Where a row's wording ends: the period or company after it.
const TAIL = /\s+(?:at|in|for|as\s+of|during|on|by|over)\s+(?:the\s+end\s+|fiscal\b|fy\s?\d|\d{4}|[A-Z]|its\b|the\s+(?:fiscal|year|quarter|period|company)).*$/;
const LEAD = /^(?:\s*(?:the|its|their|a|an)\s+)+|^\s*[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*['’]s?\s+/;
const SMALLER = /^(?:smaller|lower|less)$/i;

const clean = (wording: string) => wording.replace(/[?.!]+\s*$/, "").replace(TAIL, "").replace(/[\s,]+$/, "").replace(LEAD, "").replace(LEAD, "").trim();

/** The two rows a question compares, or null when it compares none. */
export function largerAsked(question: string): LargerAsk | null {
  const which = WHICH.exec(question);
  if (which) {
    const rest = which[2]!;
    const or = rest.search(/\s+or\s+/i);
    if (or < 0) return null;
    // The first row begins after the last separator before "or" (":", ",", a dash).
    const before = rest.slice(0, or);
    // (A colon first: a row's own label may hold a dash, "Operating lease liabilities — current".)
    const colon = before.lastIndexOf(":");
    const start = colon >= 0 ? colon : Math.max(before.lastIndexOf(","), before.lastIndexOf("—"), before.lastIndexOf(" – "), before.lastIndexOf(" - "));
    if (start < 0) return null;
    // (A comma may be a row's own: "research, development and related expenses".)
    const after = rest.slice(or).replace(/^\s+or\s+/i, "").split(/[:;—]|\s+[–-]\s+/)[0]!;
    const rows = [clean(before.slice(start + 1)), clean(after)] as [string, string];
    return rows.every((r) => /[a-z]{3}/i.test(r) && r.split(/\s+/).length <= 10) ? { rows, extreme: SMALLER.test(which[1]!) ? "min" : "max" } : null;
  }
  const than = THAN.exec(question);
  if (!than) return null;
  const rows = [clean(than[1]!), clean(than[3]!)] as [string, string];
  return rows.every((r) => /[a-z]{3}/i.test(r) && r.split(/\s+/).length <= 10) ? { rows, extreme: SMALLER.test(than[2]!) ? "min" : "max" } : null;
}

/** A row as the question words it: by its label, else the dictionary's item the wording is. */
function figureOf(wording: string, book: FigureBook, year: number, months: number | null): Figure | null {
  const byLabel = book.find(rowLabelItem(wording), year, months);
  if (byLabel) return byLabel;
  const items = findLineItems(wording);
  const item: LineItemId | undefined = items.length === 1 ? items[0]!.item : undefined;
  return item ? book.find(item, year, months) : null;
}

const STATEMENT_KINDS = new Set<CitablePage["kind"]>(["balance-sheet", "income-statement", "cash-flow-statement"]);

/**
 * The two rows read from one table: the statements first, then the other pages. Two rows read off
 * different tables (a note's "Cash and cash equivalents" against the balance sheet's receivables)
 * would compare figures of different scopes.
 */
function bothOnOnePage(ask: LargerAsk, pages: CitablePage[], year: number, reading: QuestionReading): [Figure, Figure] | null {
  // Where the figure book reads each row over all the pages (the year's own filing, its
  // statements) is tried first.
  const book = new FigureBook(pages, year, { quarter: reading.quarter, endsOn: reading.endsOn });
  const first = ask.rows.map((r) => figureOf(r, book, year, reading.months)?.page).filter((p): p is CitablePage => !!p);
  const ordered = [...first, ...pages.filter((p) => STATEMENT_KINDS.has(p.kind)), ...pages.filter((p) => !STATEMENT_KINDS.has(p.kind))];
  const tried = new Set<string>();
  for (const page of ordered) {
    if (tried.has(page.ref)) continue;
    tried.add(page.ref);
    const book = new FigureBook([page], year, { quarter: reading.quarter, endsOn: reading.endsOn });
    const [a, b] = ask.rows.map((r) => figureOf(r, book, year, reading.months));
    // Two readings of one row are no comparison.
    if (a && b && a.row.line !== b.row.line) return [a, b];
  }
  return null;
}

export function largerAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const ask = largerAsked(question);
  if (!ask) return null;
  const pair = bothOnOnePage(ask, pages, year, reading);
  if (!pair) return null;
  const [a, b] = pair;
  const [pick, other] = (ask.extreme === "max") === a.amount >= b.amount ? [a, b] : [b, a];
  const end = pick.column.end;
  // A balance is stated at a date; a flow over the year.
  const when = pick.page.kind === "balance-sheet" && end?.length === 10 ? `at ${dateText(end)}` : `in FY${year}`;
  const scale = reading.scale;
  const lines = [
    `"${pick.row.label}" was ${ask.extreme === "max" ? "the larger" : "the smaller"} ${when}: **${figureText(pick, scale)}** ${cite([pick])}, against ${figureText(other, scale)} for "${other.row.label}" ${cite([other])}.`,
    "",
    `- ${pick.row.label}: ${figureText(pick, scale)} ${cite([pick])}`,
    `- ${other.row.label}: ${figureText(other, scale)} ${cite([other])}`,
  ];
  return { text: lines.join("\n"), excerpts: figureExcerpts([pick, other]) };
}
