// A ranking over parts the question names in a list ("which of the connection counts it reports
// (wireless retail, …, broadband) declined the most in percentage terms", "of the same-store
// revenue lines (table games, slots, …), which one declined?"): the rows carrying those names in
// one table are compared — by their move from the year before when a move is asked, else by their
// level — whatever the table is of (operating statistics, a note's schedule, a product list).
import { findLineItems, lineItem, tokenize } from "../../finance";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { columnFor, type PeriodAsk } from "../statements/column-choice";
import type { Figure } from "../statements/figure-book";
import { listedNames, listedRows, withoutList } from "../statements/listed-rows";
import { formatFigure } from "../statements/numbers";
import { isPerShareRow, type TableRow } from "../statements/statement-table";
import { tableHeader } from "../statements/table-echo";
import { figureText, periodText } from "./format";
import { moveAsked } from "./part-answer";
import { placeAsked, placeWord } from "./part-place-asked";
import { cite, figureExcerpts, type Written } from "./written";

// A move asked as an amount.
const AMOUNT = /\b(?:dollars?|how\s+much|amount)\b|\bin\s+\$/i;
// Under one percent a move is told to two decimals ("-0.59%"), else to one.
const pctText = (pct: number) => formatFigure(Math.abs(pct), Math.abs(pct) < 1 ? 2 : 1);

const amountOf = (row: TableRow, value: number) => value * (row.unit && !isPerShareRow(row) ? row.unit.scale : 1);

/**
 * Whether the table of the rows is of the measure the question names, when it names one ("the
 * most casino revenue", "segment operating margin"): its heading, sections or header say it. Parts
 * named in a table of another figure (their Adjusted EBITDAR, their stock compensation) are left
 * to the readers of that measure.
 */
function measureHeld(rows: TableRow[], page: CitablePage, question: string, reading: QuestionReading): boolean {
  if (reading.metric) return false;
  // The measure is named outside the list: a line item the list names ("product development",
  // "sales and marketing") is a part, not the measure.
  const item = findLineItems(withoutList(question))[0]?.item;
  if (!item) return true;
  const said = new Set(tokenize([...rows.map((r) => r.section), ...rows[0]!.context.split("\n").filter((l) => l.trim()).slice(-2), tableHeader(rows[0]!, page.content)].join("\n")).map((t) => t.word));
  return lineItem(item).labels.some((label) => tokenize(label).every((t) => said.has(t.word)));
}

/** The answer ranking the rows the question lists, or null when it lists none a table carries. */
export function listedPartsAnswer(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): Written | null {
  const names = listedNames(question);
  const found = listedRows(pages, names, year);
  if (!found || !measureHeld(found.rows, found.page, question, reading)) return null;
  const { page } = found;
  const ask: PeriodAsk = { year, months: reading.months, quarter: reading.months === 3 ? reading.quarter : null, endsOn: reading.endsOn, pointInTime: false };
  const figure = (row: TableRow, y: number, at: PeriodAsk): Figure | null => {
    const hit = columnFor(row, at, page.document, undefined, true) ?? columnFor(row, { ...at, pointInTime: true }, page.document, undefined, true);
    return hit ? { item: "revenue", year: y, printed: hit.value, amount: amountOf(row, hit.value), row, column: hit.column, page } : null;
  };
  const text = (f: Figure) => figureText(f, reading.scale);
  const label = (y: number) => periodText(y, reading.months, y === year ? reading : { ...reading, endsOn: null });
  const move = moveAsked(question);
  if (move) {
    const before = year - 1;
    const moves = found.rows.flatMap((row) => {
      const now = figure(row, year, ask);
      const then = figure(row, before, { ...ask, year: before, endsOn: null });
      if (!now || !then || now.column.position === then.column.position || then.amount === 0) return [];
      const change = now.amount - then.amount;
      return [{ row, now, then, change, pct: (change / Math.abs(then.amount)) * 100 }];
    });
    if (moves.length < 3) return null;
    // Lines of different sizes are compared by their rate of change unless an amount is asked
    // ("in dollars", "by how much"): a small line halving moved more than a large one dipping.
    const rate = move.rate || !AMOUNT.test(question);
    const key = (m: (typeof moves)[number]) => (rate ? m.pct : m.change);
    const other = reading.extreme === "min";
    const ordered = moves.sort((a, b) => (move.direction === "either" ? (other ? -1 : 1) * (Math.abs(key(b)) - Math.abs(key(a))) : (move.direction === "fell") !== other ? key(a) - key(b) : key(b) - key(a)));
    const pick = ordered[0]!;
    const moved = (m: (typeof moves)[number]) => `${m.change < 0 ? "down" : "up"} ${text({ ...m.now, amount: Math.abs(m.change) })} (${pctText(m.pct)}%)`;
    const cites = (m: (typeof moves)[number]) => cite([m.now, m.then]);
    const verb = pick.change < 0 ? "fell" : "rose";
    const lead = rate
      ? `${pick.row.label} ${verb} the ${other ? "least" : "most"} of the ${found.rows.length} lines named, in percent: **${pick.change < 0 ? "-" : "+"}${pctText(pick.pct)}%** (${text(pick.now)} in ${label(year)} against ${text(pick.then)} in ${label(before)}) ${cites(pick)}.`
      : `${pick.row.label} ${verb} the ${other ? "least" : "most"} of the ${found.rows.length} lines named: **${text(pick.now)}** in ${label(year)} against ${text(pick.then)} in ${label(before)}, ${moved(pick)} ${cites(pick)}.`;
    const lines = [lead, "", ...ordered.map((m) => `- ${m.row.label}: ${text(m.now)} against ${text(m.then)}, ${moved(m)} ${cites(m)}`)];
    return { text: lines.join("\n"), excerpts: figureExcerpts(ordered.flatMap((m) => [m.now, m.then])) };
  }
  const levels = found.rows.flatMap((row) => {
    const f = figure(row, year, ask);
    return f ? [f] : [];
  });
  if (levels.length < 3) return null;
  const low = reading.extreme === "min";
  const ordered = [...levels].sort((a, b) => (low ? a.amount - b.amount : b.amount - a.amount));
  const place = Math.min(placeAsked(question), ordered.length);
  const pick = ordered[place - 1]!;
  const rest = ordered.filter((f) => f !== pick).slice(0, 3).map((f) => `${f.row.label} (${text(f)})`);
  const lead = `${pick.row.label} was the ${placeWord(place)}${low ? "smallest" : "largest"} of the ${found.rows.length} lines named for ${periodText(year, reading.months, reading)}: **${text(pick)}** ${cite([pick])}${rest.length ? `, beside ${rest.join(", ")}` : ""}.`;
  const lines = [lead, "", ...ordered.map((f) => `- ${f.row.label}: ${text(f)} ${cite([f])}`)];
  return { text: lines.join("\n"), excerpts: figureExcerpts(ordered) };
}
