// Some tables are turned on their side: each row is a quarter ("First Quarter", "2nd Quarter")
// and each column a measure ("High | Low", "Gross square feet for stores opened … during the
// quarter"), with the year in a column's header ("2018 Low"), in the header's first cell ("Year
// Ended December 31, 2017", "Fiscal 2023") or in a row of its own between the quarters ("Year
// Ended December 31, 2016"). The statement reader reads columns as periods and rows as measures,
// so it finds no row named like the measure asked. This reader answers a quarter's figure from
// such a table: the row of the quarter asked, in the year asked, under the column whose caption
// the question says the most words of.
import { readPeriods } from "../../retrieval/read-periods";
import type { QuestionReading } from "../../retrieval/read-question";
import type { CitablePage } from "../engines/engine";
import { possessive } from "./format";
import { filingLabel } from "./narrative-answer";
import type { Written } from "./written";
import { withoutSourceLeadIn } from "./source-lead-in";
import { readGrids } from "../statements/table-grid";

/** At most this many of the best pages are read: the table is on one of them or not retrieved. */
const PAGES_READ = 8;

// Words of a caption that say when, or join, not what the column holds.
const NOT_MEASURE = new Set(
  "the and for of in at to during ended ending year years fiscal quarter quarters month months week weeks period total".split(" "),
);

const YEAR = /\b(?:19|20)\d\d\b/g;

/** The quarter a row's label is, when the label is only a quarter's name ("3rd Quarter", "Second quarter (1)"). */
export function quarterOfLabel(label: string): number | null {
  const bare = label.replace(/\(\d\)|\*/g, "").trim();
  if (!/^(?:first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+(?:fiscal\s+)?quarter$/i.test(bare)) return null;
  const quarters = readPeriods(bare).quarters;
  return quarters.length === 1 ? quarters[0]!.quarter : null;
}

/** The single year a cell names, or null. */
function yearOf(cell: string): number | null {
  const years = [...new Set(cell.match(YEAR) ?? [])];
  return years.length === 1 ? Number(years[0]) : null;
}

/** A caption's words that say what the column holds. */
function measureWords(caption: string): string[] {
  return (caption.toLowerCase().replace(YEAR, " ").match(/[a-z][a-z'-]*/g) ?? []).filter((w) => w.length >= 3 && !NOT_MEASURE.has(w));
}

const shareStem = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/** How many of a caption's measure words the question says. */
export function captionWordsAsked(caption: string, question: string, owner: ReadonlySet<string> = new Set()): number {
  const asked = (question.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => w.length >= 3 && !NOT_MEASURE.has(w) && !owner.has(w));
  const words = measureWords(caption).filter((w) => !owner.has(w));
  const said = words.filter((w) => asked.some((a) => shareStem(a, w))).length;
  // A caption the question says only a word of ("Store Update Number of stores opened …" for a
  // question about stores closed) names another column.
  return said * 2 >= words.length ? said : 0;
}

/** The words of the filer's name and tickers, which say whose table, not which column. */
function ownerWords(pages: CitablePage[]): Set<string> {
  const out = new Set<string>();
  for (const p of pages.slice(0, PAGES_READ)) {
    for (const w of `${p.document.companyName ?? ""} ${(p.document.companyTickers ?? []).join(" ")}`.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []) out.add(w);
  }
  return out;
}

interface Cell {
  page: CitablePage;
  line: string;
  value: string;
  label: string;
  /** The row's label as printed ("2nd Quarter"). */
  row: string;
  caption: string;
  year: number | null;
  said: number;
}

/** The figures of a page's sideways tables: each quarter row's cells with their column's caption and year. */
export function quarterRowCells(page: CitablePage): Omit<Cell, "said">[] {
  const out: Omit<Cell, "said">[] = [];
  for (const { header, rows } of readGrids(page.content)) {
    // A year printed over a group of columns lands on the group's last caption ("Shares | Amount
    // 2017 | Shares | Amount 2016"): a caption without one is of the next that has one.
    const columnYears = header.map((_, k) => header.slice(k).map((c, n) => (k + n === 0 ? null : yearOf(c))).find((y) => y != null) ?? null);
    const cells: Omit<Cell, "said">[] = [];
    let quarterRows = 0;
    for (const row of rows) {
      const quarter = quarterOfLabel(row.label);
      if (quarter === null) continue;
      quarterRows++;
      // A row naming a year with no figures opens that year's quarters; else the header's first cell names it.
      const year = yearOf(row.section) ?? yearOf(header[0] ?? "");
      row.cells.slice(1).forEach((value, k) => {
        const caption = header[k + 1] ?? "";
        if (!/\d/.test(value) || measureWords(caption).length === 0) return;
        cells.push({ page, line: row.line.trim(), value, label: `${quarter}`, row: row.label, caption, year: columnYears[k + 1] ?? year });
      });
    }
    // One quarter row is a remark in a table of other rows; a sideways table lists several.
    if (quarterRows >= 2) out.push(...cells);
  }
  return out;
}

/**
 * The figure of the quarter asked, read from a table whose rows are quarters, or null when the
 * question names no single quarter or no such table has a column the question names.
 */
export function quarterRowAnswer(question: string, reading: QuestionReading, pages: CitablePage[]): Written | null {
  const quarters = readPeriods(question).quarters;
  if (quarters.length !== 1) return null;
  const quarter = quarters[0]!.quarter;
  const year = quarters[0]!.year ?? reading.year;
  // A metric is computed from the statements, never read from a column sharing its words.
  if (reading.metric) return null;
  const owner = ownerWords(pages);
  const cells: Cell[] = [];
  const unsourced = withoutSourceLeadIn(question);
  const afterColon = /:\s*[^:]*[A-Za-z]{3,}[^:]*$/.exec(unsourced)?.[0].slice(1) ?? unsourced;
  for (const page of pages.slice(0, PAGES_READ)) {
    for (const cell of quarterRowCells(page)) {
      if (cell.label !== `${quarter}`) continue;
      // The year asked, or the filing's own year when the table names none.
      const of = cell.year ?? page.document.fiscalYear ?? null;
      if (year != null && of !== null && of !== year) continue;
      // Words naming where to read ("share repurchases table: amount …") name no column; what
      // follows a colon is what is asked ("share repurchases under the programs: amount …").
      const said = captionWordsAsked(cell.caption, afterColon, owner);
      if (said > 0) cells.push({ ...cell, said });
    }
  }
  if (cells.length === 0) return null;
  const best = Math.max(...cells.map((c) => c.said));
  const top = cells.filter((c) => c.said === best);
  // Two columns the question names as well (or the same table on two pages disagreeing): no answer.
  if (new Set(top.map((c) => c.value)).size !== 1) return null;
  const pick = top[0]!;
  const d = pick.page.document;
  const whose = d.companyName ? `${possessive(d.companyName)} ` : "The ";
  return {
    text:
      `${whose}${filingLabel(pick.page)} gives **${pick.value}** for the ${pick.row}${pick.year ? ` of ${pick.year}` : ""} ` +
      `under "${pick.caption.replace(/\s+/g, " ")}" [${pick.page.ref}]:\n\n> ${pick.line}\n\nSource: page ${pick.page.pageNumber}.`,
    excerpts: new Map([[pick.page.ref, pick.line]]),
    confidence: 0.6,
  };
}
