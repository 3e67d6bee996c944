// A row of a breakdown table as a share of that table's own total: "Oncology revenues as a % of
// total revenues (product revenue table)", "what share of Sam's Club net sales came from grocery
// and consumables?". The part is no segment with statements of its own — it is one line of a
// note's table (a therapeutic area, a merchandise category, a contract type) — and the whole is
// the "Total" row closing the same table, read from the same column. When the question names
// whose breakdown it is (a segment: "Sam's Club", "Domestic"), the table must say so in its title,
// section or total; otherwise its total must be the company's own figure, so that one segment's
// table is never read as the company's.
import { isRowLabel, lineItem, type Expr, type FormulaMetric, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { columnFor, type ColumnHit, type PeriodAsk } from "../statements/column-choice";
import type { Figure, FigureSource } from "../statements/figure-book";
import { formatFigure } from "../statements/numbers";
import { nameKey } from "../statements/segment-names";
import { isPercentRow, isPerShareRow, readStatementRows, type TableRow } from "../statements/statement-table";
import { figureText, periodText, possessive } from "./format";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts, type Written } from "./written";

/** What the question divides: the names the part may be printed by, the whole's item, whose whole it is. */
export interface BreakdownAsk {
  parts: string[];
  /** The words after the share asked ("… did Appliances contribute"), where a row's name may stand. */
  partWords?: string;
  whole: LineItemId;
  owner: string | null;
}

const TOTAL = /^total\b/i;
// Words a total's label may add after "Total" that name the whole, not another part.
const WHOLE_WORDS = new Set(["revenue", "revenues", "sale", "sales", "net", "of", "and", "other", "income", "consolidated", "company"]);
// The company's figure and the table's total agree to rounding.
const SAME_TOTAL = 0.005;

const contains = (text: string, key: string) => key !== "" && ` ${nameKey(text)} `.includes(` ${key} `);

/** The whole's words as a question or table prints them ("total revenues", "net sales"). */
function wholeKeys(whole: LineItemId): string[] {
  const labels = isRowLabel(whole) ? [whole.slice("row:".length)] : lineItem(whole).labels;
  return labels.map(nameKey).filter(Boolean);
}

/**
 * The part and the whole of a share the question composes, or null when the metric is no share
 * of one figure in another. The segment found in the question is the part when the part's words
 * name it ("Oncology revenues"), else it owns the whole ("Sam's Club net sales").
 */
export function breakdownAsked(metric: FormulaMetric | null, segment: string | null, question = "", items: LineItemId[] = []): BreakdownAsk | null {
  if (!metric) return shareInWords(question, segment, items);
  const expr: Expr | undefined = metric?.expr;
  if (!metric || metric.unit !== "percent" || !expr || !("op" in expr) || expr.op !== "/") return null;
  const { left, right } = expr;
  if (!("item" in left) || !("item" in right) || left.at !== "current" || right.at !== "current") return null;
  const parts: string[] = [];
  if (isRowLabel(left.item)) {
    const label = left.item.slice("row:".length);
    parts.push(label);
    // "Oncology revenues" is the "Oncology" line of a revenue table: the whole's words trail the part's name.
    const bare = withoutTrailing(label, wholeKeys(right.item));
    if (bare && bare !== label) parts.push(bare);
  }
  const segmentKey = segment ? nameKey(segment) : "";
  const segmentIsPart = !!segment && (left.item === right.item || parts.some((p) => contains(p, segmentKey)));
  if (segment && segmentIsPart && !parts.some((p) => nameKey(p) === segmentKey)) parts.push(segment);
  if (parts.length === 0) return null;
  return { parts, whole: right.item, owner: segment && !segmentIsPart ? segment : null };
}

// "What percentage of Domestic segment revenue did Appliances contribute?", "what share of net
// sales came from grocery": the whole after the share word, the part after the verb.
const SHARE_IN_WORDS = /\b(?:what|which)\s+(?:share|portion|percentage|proportion|fraction|percent)\s+of\s+(?<whole>[^?;]*?)\s+(?:did|does|do|was|were|is|are|came|comes|come)\b(?<rest>[^?;]*)/i;

/** A share asked in words of one line item, the part a row the question names after its verb. */
function shareInWords(question: string, segment: string | null, items: LineItemId[]): BreakdownAsk | null {
  const m = SHARE_IN_WORDS.exec(question);
  const whole = m?.groups?.whole;
  const rest = m?.groups?.rest;
  if (!whole || !rest || items.length !== 1) return null;
  const segmentKey = segment ? nameKey(segment) : "";
  const owner = segment && contains(whole, segmentKey) ? segment : null;
  return { parts: segment && !owner && contains(rest, segmentKey) ? [segment] : [], partWords: rest, whole: items[0]!, owner };
}

/** The label without the whole's words at its end ("oncology revenues" → "oncology"), or null. */
function withoutTrailing(label: string, wholes: string[]): string | null {
  const key = nameKey(label);
  for (const whole of wholes) {
    if (key.endsWith(` ${whole}`)) {
      const kept = key.split(" ").length - whole.split(" ").length;
      const words = label.trim().split(/\s+/);
      if (words.length > kept && kept > 0) return words.slice(0, kept).join(" ");
    }
  }
  return null;
}

interface Block {
  header: string;
  above: string;
  rows: TableRow[];
}

/** The page's tables, each with its header row, the line above it and its rows of figures. */
function tableBlocks(content: string): Block[] {
  const lines = content.split("\n");
  const blockOf = new Map<string, number>();
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.trim().startsWith("|") || (i > 0 && lines[i - 1]!.trim().startsWith("|"))) continue;
    let j = i;
    while (j < lines.length && lines[j]!.trim().startsWith("|")) blockOf.set(lines[j++]!, blocks.length);
    const above = lines.slice(0, i).reverse().find((l) => l.trim() !== "") ?? "";
    blocks.push({ header: lines[i]!, above, rows: [] });
  }
  for (const row of readStatementRows(content)) {
    const at = blockOf.get(row.line);
    if (at !== undefined) blocks[at]!.rows.push(row);
  }
  return blocks;
}

interface Found {
  part: Figure;
  total: Figure;
  score: number;
}

/**
 * The part's row and the table's total, read from one column, or null when no retrieved table
 * has both. A total below the part closes its group (a segment's categories, then "Total Domestic
 * revenue"); a total above it heads the table ("TOTAL REVENUES" before the areas it sums).
 */
function readBreakdown(ask: BreakdownAsk, year: number, reading: QuestionReading, pages: CitablePage[], company: FigureSource): Found | null {
  const partKeys = ask.parts.map(nameKey).filter(Boolean);
  const ownerKey = ask.owner ? nameKey(ask.owner) : "";
  const wholes = wholeKeys(ask.whole);
  const period: PeriodAsk = { year, months: reading.months, quarter: reading.months === 3 ? reading.quarter : null, endsOn: reading.endsOn, pointInTime: false };
  const companyId = pages[0]?.document.companyId;
  let best: Found | null = null;
  pages.forEach((page, rank) => {
    if (page.document.companyId !== companyId) return;
    for (const block of tableBlocks(page.content)) {
      block.rows.forEach((row, index) => {
        if (!namesPart(row.label, partKeys, ask.partWords, ownerKey) || isPercentRow(row) || isPerShareRow(row)) return;
        const total = totalFor(block, index, ownerKey, wholes);
        if (!total) return;
        // Whose breakdown: the owner named by the table, or the company's own total.
        if (ownerKey && ![block.header, block.above, row.section, total.label].some((t) => contains(t, ownerKey))) return;
        const partHit = columnFor(row, period, page.document);
        const totalHit = partHit && columnFor(total, period, page.document);
        if (!partHit || !totalHit || partHit.column.position !== totalHit.column.position) return;
        if (partHit.value <= 0 || totalHit.value <= 0 || partHit.value > totalHit.value) return;
        const part = figure(ask.whole, year, partHit, row, page);
        const whole = figure(ask.whole, year, totalHit, total, page);
        if (!ownerKey && !isCompanyTotal(whole, company, year, reading.months)) return;
        const score = (page.document.fiscalYear === year ? 2 : 0) - rank * 0.02;
        if (!best || score > best.score) best = { part, total: whole, score };
      });
    }
  });
  return best;
}

// Labels too common to be taken for a part the question names in passing.
const GENERIC = new Set(["other", "all other", "total", "net", "revenue", "sales", "services", "products"]);

/** Whether a row's label is the part asked: one of its names, or a name the question writes after its verb. */
function namesPart(label: string, partKeys: string[], partWords: string | undefined, ownerKey: string): boolean {
  const key = nameKey(label);
  if (partKeys.includes(key)) return true;
  return !!partWords && key.length >= 4 && !GENERIC.has(key) && key !== ownerKey && !TOTAL.test(label) && contains(partWords, key);
}

/** The total that closes the part's group (the first below it), else the one heading the table. */
function totalFor(block: Block, index: number, ownerKey: string, wholes: string[]): TableRow | null {
  const isTotal = (row: TableRow) => {
    if (!TOTAL.test(row.label) || isPercentRow(row)) return false;
    const rest = nameKey(row.label.replace(TOTAL, ""));
    if (rest === "" || wholes.some((w) => rest === w || rest.endsWith(` ${w}`) || w.endsWith(rest))) return true;
    if (ownerKey && rest.includes(ownerKey)) return true;
    return rest.split(" ").every((w) => WHOLE_WORDS.has(w));
  };
  const below = block.rows.slice(index + 1).find(isTotal);
  if (below) return below;
  return [...block.rows.slice(0, index)].reverse().find(isTotal) ?? null;
}

function figure(item: LineItemId, year: number, hit: ColumnHit, row: TableRow, page: CitablePage): Figure {
  const scale = row.unit?.scale ?? 1;
  return { item, year, printed: hit.value, amount: hit.value * scale, row, column: hit.column, page };
}

/** Whether the table's total is the company's figure of the whole (when the statements give it). */
function isCompanyTotal(total: Figure, company: FigureSource, year: number, months: number | null): boolean {
  const own = company.find(total.item, year, months);
  if (!own || own.amount <= 0) return true;
  // A table printed without its unit is in the statements' unit.
  const amounts = [total.amount, total.printed * (own.row.unit?.scale ?? 1)];
  return amounts.some((a) => Math.abs(a - own.amount) <= own.amount * SAME_TOTAL);
}

/**
 * The part's share of its table's total, each figure cited, or null when the question asks no
 * such share or no retrieved table breaks the whole down into the part.
 */
export function breakdownShareAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[], segment: string | null, company: FigureSource): { written: Written } | null {
  const ask = breakdownAsked(reading.metric, segment, question, reading.lineItems);
  if (!ask) return null;
  const found = readBreakdown(ask, year, reading, pages, company);
  if (!found) return null;
  const { part, total } = found;
  const share = (part.amount / total.amount) * 100;
  const value = `${formatFigure(share, reading.decimals ?? 2)}%`;
  const period = periodText(year, reading.months, reading);
  const whose = ask.owner ?? possessive(part.page.document.companyName).replace(/['’]s?$/, "");
  const lines = [
    `"${part.row.label}" was **${value}** of ${possessive(whose)} "${total.row.label}" for ${period} ${cite([part, total])}.`,
    "",
    `- ${part.row.label}: ${figureText(part, reading.scale)} [${part.page.ref}]`,
    `- ${total.row.label}: ${figureText(total, reading.scale)} [${total.page.ref}]`,
    "",
    `Share = ${figureText(part, reading.scale)} / ${figureText(total, reading.scale)} = ${value}.`,
  ];
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts([part, total]) } };
}
