// The figures of one part of a company — a segment, region or division — read from the tables
// that break the company down. Tables lay this out in three ways, all read here:
//   the part is a row under a section naming the figure ("Net sales" / "Aeronautics  26,987"),
//   the part heads the rows of the figures (a section or heading "AWS" / "Operating income"),
//   the part is a column ("North America | Europe" for one year, or "Walmart U.S. | Walmart International").
import { findLineItems, isRowLabel, lineItem, phraseKey, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { columnFor, type ColumnHit, type PeriodAsk } from "./column-choice";
import type { BookPeriod, Figure, FigureSource } from "./figure-book";
import { isPercentRow, isPerShareRow, type TableRow } from "./statement-table";
import { rowItem } from "./row-item";
import { compareParts } from "./part-comparison";
import { partProfitMeasures } from "./segment-profit";
import { isPartSubtotal } from "./part-subtotal";
import { companyRows, nameKey } from "./segment-names";

/** Where a table names the part: its row, its section, its column, or the heading above the table. */
export type SegmentPlace = NonNullable<Figure["segment"]>["place"];

// A part named in the row, section or column is read with certainty; under a page heading that
// names it, a table is only probably its own.
const PLACE_SCORE: Record<SegmentPlace, number> = { row: 3, section: 3, column: 3, heading: 1 };
const NON_GAAP = /\badjusted\b|non-?gaap|pro forma/i;
const PROSE = 160;
// The longest line read as a heading naming the part a table below it is of.
const HEADING = 80;
// The lines just above a table that may be its heading and caption.
const NEAR_LINES = 3;

/** The line items a section or caption names: "Net Revenue", "The following table summarizes Revenues:". */
function itemsNamedIn(text: string): LineItemId[] {
  // Of a paragraph above a table only its last sentence introduces the table ("… The following
  // table provides additional detail:"); the rest speaks of other things. Rows of the table above
  // ("| Total revenues | …") and its footnotes ("(4) Includes sales not otherwise included") are no
  // caption of this one.
  const above = text.split("\n").filter((line) => line.trim() && !line.trim().startsWith("|") && !FOOTNOTE.test(line));
  const all = above.slice(-NEAR_LINES);
  // Paragraphs further up speak of other things; short headings among the last lines still name the table.
  const lines = all.flatMap((line, i) => {
    if (line.length <= PROSE) return [line];
    return i === all.length - 1 ? [line.trim().split(/(?<=[.!?])\s+(?=[A-Z])/).at(-1) ?? line] : [];
  });
  const named = (line: string): LineItemId[] => {
    const item = rowItem(line.replace(/^#+\s*/, "").replace(/[:]\s*$/, ""));
    const found: LineItemId[] = item ? [item] : findLineItems(line).map((m) => m.item);
    if (/\b(?:net\s+)?(?:sales|revenues?)\b/i.test(line) && !/\binter-?segment\b/i.test(line)) found.push("revenue");
    return found;
  };
  // The line right above the table, when it names a figure ("Depreciation and Amortization",
  // "Total segment assets … are as follows"), names this table's figure alone.
  const nearest = lines.at(-1);
  const own = nearest ? named(nearest) : [];
  if (own.length || /\binter-?segment\b/i.test(nearest ?? "") || /\bassets\b/i.test(nearest ?? "")) return own;
  return lines.flatMap(named);
}

// Footnotes of the table above: "(2) Includes commissions …", "* Excludes …".
const FOOTNOTE = /^\s*(?:\(\s*(?:\d{1,2}|[a-z])\s*\)|\*+|\d{1,2}\s*[.)])\s/;

/**
 * Whether a section or caption names the figure asked: a dictionary item it names, or — for a row
 * the question named in its own words ("Adjusted EBITDA") — those words in the section's heading.
 */
function namesItem(text: string, item: LineItemId): boolean {
  if (itemsNamedIn(text).includes(item)) return true;
  if (!isRowLabel(item)) return false;
  const heading = (text.split("\n").filter((l) => l.trim()).at(-1) ?? "").replace(/[:]\s*$/, "");
  return heading.length <= PROSE && lineItem(item).labels.some((l) => ` ${phraseKey(heading)} `.includes(` ${phraseKey(l)} `));
}

// "Operating income before stock-based compensation and other": the measure before something is
// taken out, below the row that is the measure itself — unless the measure is itself "before" something (EBIT).
const BEFORE = /\b(?:before|excluding|exclusive\s+of)\b/i;
const qualifiedAway = (label: string, item: LineItemId) => BEFORE.test(label) && !lineItem(item).labels.some((l) => BEFORE.test(l));

const withoutKind = (key: string) => key.replace(/(?:^|\s)(?:segments?|divisions?|business\s+units?|reportable\s+segments?)$/, "").trim();

export class SegmentBook implements FigureSource {
  private readonly pages: ReturnType<typeof companyRows>;
  private readonly cache = new Map<string, Figure | null>();
  private readonly key: string;

  constructor(private readonly allPages: CitablePage[], readonly segment: string, private readonly period: BookPeriod = {}) {
    this.pages = companyRows(allPages);
    this.key = nameKey(segment);
  }

  find(item: LineItemId, year: number, months: number | null = null): Figure | null {
    const key = `${item}|${year}|${months}`;
    if (!this.cache.has(key)) this.cache.set(key, this.search(item, year, months) ?? this.amongParts(item, year, months) ?? this.profitMeasure(item, year, months));
    return this.cache.get(key)!;
  }

  /**
   * The part's entry in a table of all the parts whose measure only its total names ("Operating
   * Performance": Safety and Industrial, …, "Total business segment operating income").
   */
  private amongParts(item: LineItemId, year: number, months: number | null): Figure | null {
    const comparison = compareParts(this.allPages, { item }, year, months, this.period);
    const part = comparison?.parts.find((p) => this.names(p.part) && !isPercentRow(p.row));
    if (!comparison || !part) return null;
    const amount = lineItem(item).outflow ? Math.abs(part.amount) : part.amount;
    return { item, year, printed: part.value, amount, row: part.row, column: part.column, page: comparison.page, segment: { name: this.segment, place: part.part === part.row.label ? "row" : "column" } };
  }

  /**
   * A part's operating profit where the company measures its parts' profit by another figure:
   * NIKE's segment table gives each segment's "Earnings before interest and taxes" and no
   * operating income. The figure keeps its own name, so the answer says which measure it is.
   */
  private profitMeasure(item: LineItemId, year: number, months: number | null): Figure | null {
    for (const measure of partProfitMeasures(item)) {
      const figure = this.search(measure, year, months);
      if (figure) return figure;
    }
    return null;
  }

  statementPage(): CitablePage | null {
    return null;
  }

  // "International segment" names the part "International": the kind of part is no part of its name.
  private names(text: string): boolean {
    const key = nameKey(text);
    return key === this.key || withoutKind(key) === withoutKind(this.key);
  }

  /** The part and the figure in one row, and how the table names the part. */
  private read(rows: TableRow[], index: number, item: LineItemId, ask: PeriodAsk, page: CitablePage): { hit: ColumnHit; place: SegmentPlace } | null {
    const row = rows[index]!;
    const document = page.document;
    // The part's lines closed by a subtotal without a label, under a heading naming the figure.
    if (this.names(row.section) && isPartSubtotal(rows, index, page.content, (text) => namesItem(text, item))) {
      const hit = columnFor(row, ask, document);
      if (hit) return { hit, place: "section" };
    }
    const own = rowItem(row.label) === item;
    if (this.names(row.label) && namesItem(row.section || row.context, item)) {
      const hit = columnFor(row, ask, document);
      if (hit) return { hit, place: "row" };
    }
    if (!own) return null;
    const byColumn = columnFor(row, ask, document, (caption) => this.names(caption));
    if (byColumn) return { hit: byColumn, place: "column" };
    if (row.section && this.names(row.section)) {
      const hit = columnFor(row, ask, document);
      if (hit) return { hit, place: "section" };
    }
    // (A heading is a short line: a sentence of prose naming the part — or "us", the pronoun, read
    // as the key of "U.S." — does not make the table below it the part's.)
    if (row.context.split("\n").some((line) => line.trim().length <= HEADING && ` ${nameKey(line)} `.includes(` ${this.key} `))) {
      const hit = columnFor(row, ask, document);
      if (hit) return { hit, place: "heading" };
    }
    return null;
  }

  private search(item: LineItemId, year: number, months: number | null): Figure | null {
    const definition = lineItem(item);
    const ask: PeriodAsk = {
      year, months, quarter: months === 3 ? (this.period.quarter ?? null) : null, endsOn: this.period.endsOn ?? null,
      pointInTime: definition.pointInTime === true,
    };
    let best: { figure: Figure; score: number } | null = null;
    for (const { page, rank, rows } of this.pages) {
      rows.forEach((row, index) => {
        // A part's share of a total ("Latin America 8.9%") is no amount of it.
        if (isPercentRow(row)) return;
        const found = this.read(rows, index, item, ask, page);
        if (!found) return;
        const score = PLACE_SCORE[found.place] - (NON_GAAP.test(`${row.section} ${row.label}`) ? 3 : 0) - (qualifiedAway(row.label, item) ? 1 : 0) - rank * 0.02 - index * 0.001;
        if (best && best.score >= score) return;
        const scale = row.unit && !isPerShareRow(row) ? row.unit.scale : 1;
        const amount = found.hit.value * scale;
        best = {
          score,
          figure: {
            item, year, printed: found.hit.value, row, column: found.hit.column, page,
            amount: definition.outflow ? Math.abs(amount) : amount,
            segment: { name: this.segment, place: found.place },
          },
        };
      });
    }
    return best ? (best as { figure: Figure }).figure : null;
  }
}
