// A table row quoted as the answer ("Other (income) expense, net: (196) (2017), (140) (2016), (58)
// (2015)") gives a figure for every column; the one for the period the question asks is the
// answer, so it is the one in bold, the row's other columns staying beside it as context.
import { readPeriods } from "../../retrieval/read-periods";
import { wholeYearBesideQuarter } from "../../retrieval/year-beside-quarter";
import type { Column } from "../statements/statement-table";
import type { TableRow } from "../statements/statement-table";
import { columnName, rowFigures } from "./quotable-passages";

type Asked = ReturnType<typeof readPeriods> & { quarterly: boolean; length: number | null };

// A part of the year longer than a quarter asked by its length or as a half: "the six months
// ended", "nine-month", "first half of 2023", "1H23", "H1 FY2023".
function monthsAsked(question: string, periods: ReturnType<typeof readPeriods>): number | null {
  const said = /\b(six|nine|6|9)[\s-]+months?\b/i.exec(question);
  if (said) return /^(?:six|6)$/i.test(said[1]!) ? 6 : 9;
  if (wholeYearBesideQuarter(question, periods)) return 12;
  return periods.half ? 6 : null;
}

/** Whether a column is the period a question names by its quarter or its year. */
function fits(column: Column, asked: Asked): boolean {
  const quarter = asked.length === null ? asked.quarter : undefined;
  const year = quarter?.year ?? asked.half?.year ?? asked.years.at(-1);
  if (year === undefined || column.year !== year) return false;
  // A half or nine months asked is the column of that length (a 10-Q prints it beside the quarter).
  if (asked.length !== null) return column.months === asked.length;
  // A quarter's column is headed by its number or, in most filings, by "three months ended".
  if (quarter) return column.quarter === quarter.quarter || (column.quarter === null && column.months === 3);
  if (asked.quarterly) return column.quarter !== null || column.months === 3;
  // A year asked alone is the fiscal year's column, not a quarter of it.
  return asked.years.length === 1 && (column.months === null || column.months === 12);
}

/** The column of the period asked: the one its closing date heads, else the one of its quarter or year. */
function askedColumn(columns: Column[], question: string): number {
  const periods = readPeriods(question);
  const named = periods.years.length > 0 || periods.quarters.length > 0 || periods.dates.length > 0;
  // A question naming no period asks the current one: the first column, as statements print it.
  if (!named) return 0;
  // A 10-Q ends the quarter and the year to date on the same day: of the columns ending on the date
  // asked, the one of the length asked ("the six months ended July 29, 2023").
  const length = monthsAsked(question, periods);
  const ending = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.end !== null && periods.dates.includes(c.end));
  const dated = (length !== null ? ending.find(({ c }) => c.months === length) : undefined) ?? ending[0];
  if (dated) return dated.i;
  // "The first-quarter 2023 release … for the quarter": a quarter without its number.
  const asked = { ...periods, quarterly: /\bquarter\b/i.test(question), length: monthsAsked(question, periods) };
  const fitting = columns.map((c, i) => ({ c, i })).filter(({ c }) => fits(c, asked));
  if (fitting.length === 0) return yearOfDateAsked(columns, periods);
  // Columns of one period for several measures ("Earnings Before Income Taxes | Net Earnings |
  // Diluted EPS"): the one whose caption the question names, else the first.
  const captioned = fitting.map(({ c, i }) => ({ i, said: captionWordsSaid(c.caption, question) })).sort((a, b) => b.said - a.said)[0];
  return captioned && captioned.said > 0 ? captioned.i : (fitting[0]?.i ?? -1);
}

/**
 * When no column is the date asked, the one of its year if the columns are balances headed by
 * their years alone (a 10-Q's note prints "2023 | 2022" for the quarter's end and the year-end
 * before it); -1 when none or several are.
 */
function yearOfDateAsked(columns: Column[], periods: ReturnType<typeof readPeriods>): number {
  if (periods.dates.length === 0 || !columns.every((c) => c.end === null && c.months === null && c.quarter === null)) return -1;
  const dateYears = new Set(periods.dates.map((d) => Number(d.slice(0, 4))));
  const same = columns.map((c, i) => ({ c, i })).filter(({ c }) => dateYears.has(c.year));
  return same.length === 1 ? same[0]!.i : -1;
}

/**
 * A table turned on its side prints periods as rows and measures as columns ("2nd Quarter | stores
 * at beginning | stores opened | …"): when the row's label names the quarter asked, its figure is
 * in the column whose caption the question says most words of (-1 when none or a tie).
 */
function measureOfPeriodRow(label: string, columns: Column[], question: string): number {
  const asked = readPeriods(question).quarters.map((q) => q.quarter);
  const named = readPeriods(label).quarters.map((q) => q.quarter);
  if (asked.length === 0 || named.length !== 1 || !asked.includes(named[0]!)) return -1;
  const said = columns.map((c, i) => ({ i, said: captionWordsSaid(c.caption, question) })).sort((a, b) => b.said - a.said);
  return said[0] && said[0].said > 0 && said[0].said > (said[1]?.said ?? 0) ? said[0].i : -1;
}

/** How many words of a column's caption the question says. */
function captionWordsSaid(caption: string, question: string): number {
  const said = new Set((question.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []));
  return (caption.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).filter((w) => w.length >= 3 && said.has(w)).length;
}

/**
 * The row as a sentence with the figure of the period asked in bold, or null when the question
 * names a period none of its columns is.
 */
export function rowWithHeadline(row: TableRow, question: string): string | null {
  const figures = rowFigures(row);
  if (!figures) return null;
  const columns = figures.map((f) => f.column);
  const asked = askedColumn(columns, question);
  const at = asked >= 0 ? asked : measureOfPeriodRow(row.label, columns, question);
  if (at < 0 || !/\d/.test(figures[at]!.value)) return null;
  const told = figures.map((f, i) => `${i === at ? `**${f.value}**` : f.value} (${columnName(f.column)})`);
  return `${row.label}: ${told.join(", ")}`;
}
