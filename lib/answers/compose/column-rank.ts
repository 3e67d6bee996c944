// "Which obligation had the most payments due in less than one year?", "which note carried the
// highest effective interest rate?", "which platform added the most deferred revenue for
// Blizzard?": the rows of a table ranked by one column the question names by its header's words.
// The part readers rank parts by period columns of one measure; a table whose columns are
// maturities, rates, segments or measures side by side is ranked here, by the column whose
// own words (those its neighbours do not share) the question writes.
import type { CitablePage } from "../engines/engine";
import { formatFigure } from "../statements/numbers";
import { gridAmount, gridExcerpt, gridFigure, partRows, readGrids, type Grid, type GridRow } from "../statements/table-grid";
import type { QuestionReading } from "../../retrieval/read-question";
import type { Written } from "./written";

const NUMBER_WORDS: Record<string, string> = { one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10" };
// Words that join others without saying which column: never what sets a column apart.
const STOP = new Set(["the", "a", "an", "of", "in", "by", "and", "or", "for", "to", "at", "on", "as", "its", "their", "per", "with", "dollars", "millions", "thousands", "billions", "amounts", "amount", "except", "data", "share"]);
// Words of a period: a column set apart by them alone is a period's, which the part readers rank.
const PERIOD = /^(?:\d+|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|ended|ending|month|week|year|quarter|fiscal|first|second|third|fourth|1st|2nd|3rd|4th|q[1-4]|fy\d*|as|unaudited)$/;

/** The words of a text as compared with a header: lower case, numbers spelled as digits, plurals singular. */
export function columnWords(text: string): string[] {
  return (text.toLowerCase().replace(/&/g, " and ").match(/[a-z0-9]+/g) ?? [])
    .map((w) => NUMBER_WORDS[w] ?? w)
    .map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w))
    .filter((w) => !STOP.has(w));
}

// A ranking asked of rows: "which … the most/highest/largest …", "what line carries the lowest …".
const WHICH = /\b(?:which|what)\b/i;
const HIGH = /\b(?:most|highest|largest|biggest|greatest|maximum|top)\b/i;
const LOW = /\b(?:least|lowest|smallest|fewest|minimum)\b/i;
// "Which quarter": the periods of a year are compared by the quarter reader.
const QUARTER_ASKED = /\b(?:which|what)\s+(?:fiscal\s+)?quarter\b/i;

/** Whether the question asks which row of a table stands out, and at which end. */
export function columnRankAsked(question: string): "max" | "min" | null {
  if (!WHICH.test(question) || QUARTER_ASKED.test(question)) return null;
  const high = HIGH.exec(question);
  const low = LOW.exec(question);
  if (high && (!low || high.index < low.index)) return "max";
  return low ? "min" : null;
}

export interface NamedColumn {
  page: CitablePage;
  grid: Grid;
  column: number;
  /** The column's own words, the ones the question writes. */
  words: string[];
}

/**
 * The column of one of the pages' tables the question names: every word that sets its header
 * apart from the table's other columns is in the question, one of them no period's word, and no
 * other column of the table is named as fully. The first page (in the order given) that has one.
 */
export function namedColumn(question: string, pages: CitablePage[]): NamedColumn | null {
  const asked = columnWords(question);
  for (const page of pages) {
    for (const grid of readGrids(page.content)) {
      const found = namedIn(grid, asked);
      if (found) return { page, grid, ...found };
    }
  }
  return null;
}

// Words that say what kind of figure a column holds, not which column it is: "Net" beside
// "Gross", "Carrying amount", "Total". A column told apart only by them is named by no question.
const GENERIC = new Set(["net", "total", "gross", "amount", "value", "carrying", "balance", "cost", "other", "adjusted", "reported", "income", "revenue", "sale", "earning", "expense", "change", "percent", "fair", "book", "asset", "liability", "gaap", "non"]);

/** Whether the words stand together in the question, in any order ("less than one year", "depreciation & amortization in 2021"). */
function together(asked: string[], words: string[]): boolean {
  for (let i = 0; i + words.length <= asked.length; i++) {
    const run = new Set(asked.slice(i, i + words.length));
    if (words.every((w) => run.has(w))) return true;
  }
  return false;
}

/** The words of a column that name it: no period's, no kind's, no letter alone ("U.S." → "u", "s"), not the company's name. */
export const specificWords = (words: string[], company: string[] = []) => words.filter((w) => !PERIOD.test(w) && !GENERIC.has(w) && w.length > 1 && !company.includes(w));

function namedIn(grid: Grid, asked: string[]): { column: number; words: string[] } | null {
  if (grid.header.length < 3 || grid.rows.length < 2) return null;
  const headers = grid.header.map((h) => new Set(columnWords(h)));
  const values = headers.slice(1);
  // Words most columns share ("Payments Due by Period …", "Year Ended December 31, 2020 …") say
  // what the whole table is; a column is told apart by the rest ("Less Than 1 Year", "Blizzard").
  const count = new Map<string, number>();
  for (const h of values) for (const w of h) count.set(w, (count.get(w) ?? 0) + 1);
  const common = new Set([...count].filter(([, n]) => n > values.length / 2).map(([w]) => w));
  const named = values
    .map((h, k) => ({ column: k + 1, words: [...h].filter((w) => !common.has(w)) }))
    .filter((c) => specificWords(c.words).length > 0 && together(asked, c.words));
  if (named.length === 0) return null;
  const most = Math.max(...named.map((c) => c.words.length));
  const best = named.filter((c) => c.words.length === most);
  if (best.length !== 1) return null;
  // The column must hold figures for at least two rows to rank.
  const figures = grid.rows.filter((r) => gridFigure(r, best[0]!.column) !== null).length;
  return figures >= 2 ? best[0]! : null;
}

/**
 * The rows compared: those of the section the question names ("Change in deferred revenues:"),
 * when the table has sections and one's words are all in the question; the totals left out.
 */
export function rankedRows(question: string, grid: Grid, column: number, words: string[] = []): { rows: GridRow[]; section: string | null } {
  const asked = new Set(columnWords(question));
  const sections = [...new Set(grid.rows.map((r) => r.section).filter((s) => s))];
  const named = sections
    .map((s) => ({ s, words: columnWords(s) }))
    // (A heading of period words alone, "Fiscal Year Ended January 31, 2021", is a period's, no section's.)
    .filter((x) => specificWords(x.words).length > 0 && x.words.every((w) => asked.has(w)))
    .sort((a, b) => b.words.length - a.words.length);
  const top = named[0];
  const unique = top && (named.length === 1 || named[1]!.words.length < top.words.length);
  // A column named only by a name ("Blizzard", "Commercial Airplanes") says whose figures, not
  // which table: a segment's column runs through tables of every kind (revenue, goodwill, assets).
  // Its rows are ranked only under the heading the question names.
  if (!unique && words.length && words.every((w) => PERIOD.test(w) || onlyCapitalised(question, w))) return { rows: [], section: null };
  const rows = unique ? grid.rows.filter((r) => r.section === top.s) : grid.rows;
  // Balances at dates (a roll-forward's opening and closing rows) and years are periods, not things to rank.
  return { rows: partRows(rows.filter((r) => !DATED.test(r.label)), column), section: unique ? top.s : null };
}

const MOVED = /\b(?:gr[eo]w\w*|shr[aiu]nk\w*|declin\w*|decreas\w*|increas\w*|r[io]se|f[ae]ll|dropped|chang\w*|add(?:ed|s)?)\b/i;
const CHANGES = /\b(?:changes?|increases?|decreases?|growth|additions?)\b/i;
const DATED = /^(?:balances?|beginning|ending|end\s+of|as\s+of)\b|^(?:19|20)\d{2}$|^[A-Za-z]+\s+\d{1,2},\s+(?:19|20)\d{2}$/i;

/** Whether the question writes a word only inside capitalised words (a name), never as a common noun. */
function onlyCapitalised(question: string, word: string): boolean {
  const uses = (question.match(/[A-Za-z0-9&]+/g) ?? []).filter((t) => columnWords(t)[0] === word);
  return uses.length > 0 && uses.every((t) => /^[A-Z]/.test(t));
}

/** A figure of the column as the answer writes it: a rate in percent, an amount in the table's unit. */
function shown(grid: Grid, row: GridRow, column: number): string {
  const cell = row.cells[column]!;
  const value = gridFigure(row, column)!;
  const percent = /%/.test(cell) || /%|\brate\b|\bpercent/i.test(grid.header[column]!);
  if (percent) return `${formatFigure(value)}%`;
  return gridAmount(grid, value);
}

/**
 * The row that stands out in the column the question names, the others beside it; null when no
 * table has that column. `firmly`: only a column named by two words of its own or under a heading
 * the question names too ("… Blizzard … change in deferred revenues") — named so, the column
 * outweighs a reading of the question by its measure; named by one word ("after five years"), it
 * answers only what the other table readers could not. `partsAsked`: the question asks which
 * segment, region or division, which the part readers rank by measure; a column is then firm
 * only under a heading the question names.
 */
export function columnRankAnswer(question: string, reading: QuestionReading, pages: CitablePage[], firmly = false, partsAsked = false): Written | null {
  const end = columnRankAsked(question);
  if (!end) return null;
  const found = namedColumn(question, pages);
  if (!found) return null;
  const { page, grid, column } = found;
  const { rows, section } = rankedRows(question, grid, column, found.words);
  if (rows.length < 2) return null;
  if (firmly && (section === null && (specificWords(found.words, columnWords(page.document.companyName ?? "")).length < 2 || partsAsked))) return null;
  // A move asked ("shrank the most", "grew fastest") compares two periods, which the part readers
  // do; a column of changes ("Change in deferred revenues:") already holds the move.
  if (MOVED.test(question) && !CHANGES.test(`${section ?? ""} ${grid.header[column]}`)) return null;
  // Rows of one label twice are blocks of several tables run together: no one column ranks them.
  if (new Set(rows.map((r) => r.label.toLowerCase())).size < rows.length) return null;
  const low = end === "min" || reading.extreme === "min" && end !== "max";
  const ordered = [...rows].sort((a, b) => (low ? 1 : -1) * (gridFigure(a, column)! - gridFigure(b, column)!));
  const pick = ordered[0]!;
  const ref = `[${page.ref}]`;
  const name = grid.header[column]!.trim();
  const others = ordered.slice(1, 4).map((r) => `${r.label} (${shown(grid, r, column)})`);
  const text = [
    `${pick.label} has the ${low ? "lowest" : "highest"} figure in the "${name}" column: **${shown(grid, pick, column)}** ${ref} (page ${page.pageNumber})` +
      `${others.length ? `, ${low ? "below" : "ahead of"} ${others.join(", ")}` : ""}.`,
    "",
    ...ordered.map((r) => `- ${r.label}: ${shown(grid, r, column)} ${ref}`),
  ].join("\n");
  return { text, excerpts: new Map([[page.ref, gridExcerpt(page.content, grid.headerLine, ordered, pick, 16)]]) };
}
