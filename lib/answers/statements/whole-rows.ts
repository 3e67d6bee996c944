// The rows that make up a total a filing prints in any table — a note's breakdown ("Finished
// goods", "Work in process", "Raw materials" … "Total inventories"), a schedule of debt or
// capital spending, revenue by channel or by country, deferred tax items — found by the total's
// name (or the heading above a bare "Total") and kept only when they add up to it, so a list of
// unrelated rows or a subtotal's own parts is never taken for the whole's.
import { tokenize } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { columnFor, type PeriodAsk } from "./column-choice";
import type { Figure } from "./figure-book";
import { isPercentRow, isPerShareRow, pairedFigures, readStatementRows, type Column, type TableRow } from "./statement-table";

export interface WholeRows {
  total: Figure;
  /** What the total is of, as printed: its own label's words, else the heading it closes. */
  name: string;
  /** The rows above the total, in printed order, with the same period's figure. */
  members: Figure[];
  /** Each member's figure a year before, when the table prints it (same order; null when not). */
  prior: (Figure | null)[];
  priorTotal: Figure | null;
}

const SUMS_TO = 0.005;
const TOTAL = /^total\b/i;
// Words a total's label may add to or drop from the whole's name: "Total inventories, net",
// "Consolidated net revenues", "Total gross long-term debt".
const LOOSE = new Set(["total", "net", "the", "of", "and", "a", "consolidated", "company", "gross", "all", "in", "s"]);

// "inventories" and "inventory", "liabilities" and "liability": one word.
const stem = (w: string) => w.replace(/ies$/, "y").replace(/(?<=[a-z]{3})e?s$/, "");
const content = (text: string) => tokenize(text.replace(/\([^)]*\)/g, " ")).map((t) => stem(t.word)).filter((w) => !LOOSE.has(w) && /[a-z]/.test(w));

/** How well a total's label (or the heading over a bare total) names the whole: 0 when it does not. */
function naming(label: string, whole: string[], asked: string): number {
  const have = content(label);
  if (have.length === 0 || whole.length === 0) return 0;
  const missing = whole.filter((w) => !have.includes(w)).length;
  const extra = have.filter((w) => !whole.includes(w)).length;
  // Every word of the whole printed, and the label adds at most one word of its own ("Total
  // gross deferred tax assets" for "deferred tax assets").
  if (missing > 0 || extra > 1) return 0;
  // Of two totals that both name it, the one printing more of the question's own words ("Total
  // consolidated net revenues" for "consolidated net revenues", not another table's "Total net revenues").
  const printed = new Set(tokenize(label).map((t) => t.word));
  return 10 - 2 * extra + tokenize(asked).filter((t) => printed.has(t.word)).length / 10;
}

const amountOf = (row: TableRow, value: number) => value * (row.unit && !isPerShareRow(row) ? row.unit.scale : 1);

function valueAt(row: TableRow, column: Column): number | null {
  if (column.position === FIRST_FIGURES) return row.values[0] ?? null;
  return pairedFigures(row).find((p) => p.column.position === column.position && p.column.label === column.label)?.value ?? null;
}

/** The total's name: its own words, else the heading it closes ("INVENTORIES" … "Total"). */
function totalName(row: TableRow): string {
  const own = row.label.replace(TOTAL, "").trim();
  if (content(own).length) return own;
  return row.section || row.context.split("\n").filter((l) => l.trim()).at(-1)?.replace(/^#+\s*/, "") || "";
}

// A column the header does not date ("Weighted Amount Average Life 2017 | Weighted Average Life |
// …"), read as the year's first figures: in the filing of the year asked, a table prints that
// year first.
const FIRST_FIGURES = -1;

function firstFigures(row: TableRow, page: CitablePage, period: Omit<PeriodAsk, "pointInTime">): Column | null {
  if (row.columns.length > 0 || row.values[0] == null || page.document.fiscalYear !== period.year || period.quarter) return null;
  return { year: period.year, months: null, quarter: null, end: null, caption: "", label: String(period.year), position: FIRST_FIGURES, width: 0 };
}

// A caption's framing around what it is of: "The components of …", "… were as follows:".
const CAPTION_LEAD = /^(?:the\s+)?(?:following\s+(?:table\s+)?(?:presents|shows|sets\s+forth|summarizes|outlines)\s+)?(?:the\s+)?(?:components?|details?|composition|summary)\s+of\s+/i;
const CAPTION_TAIL = /\s+(?:(?:were|was|is|are)\s+(?:as\s+follows|summarized\s+below)|as\s+of\s+the\s+periods?\s+presented)\b.*$|\s*\((?:in\s+\w+)\)\s*$|[:\s]+$/i;

/** The caption's lines: at most the two right above the table, back to the sentence that introduces it ("… were as follows:"). */
function captionLines(context: string): string[] {
  const lines = context.split("\n").filter((l) => l.trim());
  const out: string[] = [];
  for (let i = lines.length - 1; i >= 0 && out.length < 2; i--) {
    out.unshift(lines[i]!);
    if (/:\s*$/.test(lines[i]!)) break;
  }
  // A paragraph above the table ("In the following tables, segment net sales are disaggregated
  // by …") speaks of several tables: only a short line captions one.
  return out.filter((l) => l.trim().split(/\s+/).length <= 25);
}

/** A caption as the name of what its total is of ("intangible assets acquired during the periods presented"). */
function captionName(caption: string): string {
  const name = caption.replace(CAPTION_LEAD, "").replace(CAPTION_TAIL, "").trim();
  return name || caption.replace(/:\s*$/, "");
}

/** Whether a label names the whole itself, every word and no other. */
function isTheWhole(label: string, whole: string[]): boolean {
  // ("Property and equipment, gross" is the whole "property and equipment" before depreciation.)
  const have = content(label).filter((w) => w !== "gros");
  return have.length === whole.length && whole.every((w) => have.includes(w));
}

/**
 * How well the caption over a bare "Total" names the whole ("The components of intangible assets
 * acquired during the periods presented were as follows:"): every word of the whole in its lines,
 * ranked below any total that names the whole in its own label, and among captions by how many of
 * the question's words they print. 0 when it does not name it, or the total has words of its own.
 */
function captionNaming(row: TableRow, whole: string[], asked: string): number {
  if (!/^total\s*:?$/i.test(row.label.trim()) || whole.length === 0) return 0;
  // The caption is the lines right above the table, not the paragraphs before them.
  const caption = [row.section, ...captionLines(row.context)].join(" ");
  const have = new Set(content(caption));
  if (!whole.every((w) => have.has(w))) return 0;
  const printed = new Set(tokenize(caption).map((t) => t.word));
  return 5 + Math.min(4, tokenize(asked).filter((t) => printed.has(t.word) && !LOOSE.has(t.word)).length / 10);
}

/** The run of rows just above the total (back to the previous total or heading) that adds up to it. */
function membersOf(rows: TableRow[], at: number, column: Column): TableRow[] | null {
  const total = rows[at]!;
  const whole = valueAt(total, column);
  if (whole === null || whole === 0) return null;
  const run: TableRow[] = [];
  let best: TableRow[] | null = null;
  // The rows share one heading (the total itself may stand outside it: "Property and equipment,
  // net" over "U.S.", "Canada", "Other", then "Total property and equipment, net").
  const section = rows[at - 1]?.section;
  for (let i = at - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.context !== total.context || row.section !== section || TOTAL.test(row.label) || row.values.every((v) => v === null)) break;
    if (!/[a-z]/i.test(row.label) || isPercentRow(row)) break;
    const v = valueAt(row, column);
    // A row blank or dashed in this period's column ("Corporate aircraft | 30,039 | —") adds
    // nothing to it: it is passed over, not taken for the end of the run.
    // (Only a row whose figures pair with the columns: one that cannot be read is the run's end.)
    if (v === null && pairedFigures(row).some((p) => p.value !== null)) continue;
    if (v === null) break;
    run.unshift(row);
    const sum = run.reduce((a, r) => a + valueAt(r, column)!, 0);
    if (run.length >= 2 && Math.abs(sum - whole) <= Math.max(Math.abs(whole) * SUMS_TO, 1.5)) best = [...run];
  }
  return best;
}

// "The Flexibles segment" is the row "Flexibles".
const KIND = /\s+(?:reportable\s+|business\s+|operating\s+)?(?:segment|division|business|unit|category|line)s?\s*$/i;

/** Whether one of the rows is the part named (every word of its name in the row's label). */
function rowsHold(rows: TableRow[], part: string): boolean {
  const asked = content(part.replace(KIND, ""));
  return asked.length > 0 && rows.some((m) => { const have = content(m.label); return asked.every((w) => have.includes(w)); });
}

/** Whether the whole's rows hold the part named. */
export function wholeHolds(found: WholeRows, part: string): boolean {
  return rowsHold(found.members.map((m) => m.row), part);
}

/**
 * The best-named total of the whole on the pages, with the rows it is made of for the period
 * asked and, where printed, the year before's. Null when no table totals the whole.
 */
export function wholeRows(pages: CitablePage[], whole: string, period: Omit<PeriodAsk, "pointInTime">, part: string | null = null, asked?: string): WholeRows | null {
  // Of totals of one name (a table printing "Total net sales" under each breakdown), the one whose
  // rows hold the part asked about.
  const holds = (members: TableRow[]) => (part && rowsHold(members, part) ? 1 : 0);
  const words = content(whole);
  if (!words.length) return null;
  type Best = { found: WholeRows; score: number[] };
  // Compared key by key, the first that differs decides.
  const ahead = (a: number[], b: number[]) => { const i = a.findIndex((v, k) => v !== b[k]); return i >= 0 && a[i]! > b[i]!; };
  let best = null as Best | null;
  for (const page of pages) {
    const text = page.content.toLowerCase();
    if (!words.every((w) => text.includes(w.slice(0, Math.max(3, w.length - 1))))) continue;
    const rows = readStatementRows(page.content);
    rows.forEach((row, at) => {
      // A row printing the whole's very name closes its parts too ("Flexibles", "Rigid Packaging",
      // "Other" above "Adjusted EBIT"), when they add up to it.
      const exact = isTheWhole(row.label, words);
      if (!TOTAL.test(row.label) && !exact && !(row.section && naming(row.section, words, whole) && /^(?:total|net)\b/i.test(row.label))) return;
      // (A caption names a bare total only for a whole the question names apart from its rows'
      // noun, with its own words around it: a whole named beside the noun is a row's or a
      // heading's, and a caption sharing a word with it is another table's.)
      const named = naming(totalName(row), words, whole) || (asked ? captionNaming(row, words, asked) : 0);
      if (!named || (best && best.score[0]! > named)) return;
      // A balance at the year's end or a flow over it: whichever the table's columns are.
      const flow = columnFor(row, { ...period, pointInTime: false }, page.document, undefined, true);
      // (A bare total its caption names, under a header that dates no column, is read in its first figures.)
      const undated = named < 10 ? firstFigures(row, page, period) : null;
      const hit = flow ?? columnFor(row, { ...period, pointInTime: true }, page.document, undefined, true) ?? (undated ? { column: undated } : null);
      if (!hit) return;
      const members = membersOf(rows, at, hit.column);
      if (!members || members.length < 2) return;
      // "Property and equipment, gross" less accumulated depreciation makes "Property and
      // equipment, net": a total whose rows hold the whole's own total is no breakdown of it.
      if (members.some((m) => isTheWhole(m.label, words))) return;
      const figure = (r: TableRow, column: Column, year: number): Figure | null => {
        const v = valueAt(r, column);
        return v === null ? null : { item: "revenue", year, printed: v, amount: amountOf(r, v), row: r, column, page };
      };
      const total = figure(row, hit.column, period.year)!;
      const before = columnFor(row, { ...period, year: period.year - 1, endsOn: null, pointInTime: false }, page.document, undefined, true) ?? columnFor(row, { ...period, year: period.year - 1, endsOn: null, pointInTime: true }, page.document, undefined, true);
      const priorColumn = before && before.column.position !== hit.column.position ? before.column : null;
      const found: WholeRows = {
        total,
        name: TOTAL.test(row.label) && !content(row.label.replace(TOTAL, "")).length ? `total ${captionName(totalName(row))}` : row.label,
        members: members.map((r) => figure(r, hit.column, period.year)!),
        prior: members.map((r) => (priorColumn ? figure(r, priorColumn, period.year - 1) : null)),
        priorTotal: priorColumn ? figure(row, priorColumn, period.year - 1) : null,
      };
      // Of two tables totalling the same name: the one that also prints the year before (a move
      // needs both), then the filing of the year asked over a later one's comparative column, then
      // the larger total (the company's "Total operating revenues", not one segment's), then the
      // one with more rows — a breakdown by category ("Computing and Mobile Phones", "Appliances"
      // …) rather than by the company's two segments.
      // A flow over the period asked (the quarter) before a balance read at its end (the six months' column ending that day).
      const score = [named, holds(members), flow ? 1 : 0, priorColumn ? 1 : 0, page.document.fiscalYear === period.year ? 1 : 0, Math.abs(total.amount), members.length];
      if (best && !ahead(score, best.score)) return;
      best = { found, score };
    });
  }
  return best?.found ?? null;
}
