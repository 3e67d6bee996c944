// Answers that read figures straight from the statements: one line item for a period, several
// side by side (and which is largest), or one line item across the periods asked about.
import { isRowLabel, lineItem, statement, type LineItemId } from "../../finance";
import { insideWording, saysWholeWording, widerWordings } from "../statements/wider-wording";
import { formatFigure } from "../statements/numbers";
import type { Figure, FigureSource } from "../statements/figure-book";
import { fallbackFigure } from "./compute-metric";
import { dateText, figureText, inText, periodText, possessive, subjectOf } from "./format";
import type { Outcome } from "./metric-answers";
import type { QuestionReading } from "../../retrieval/read-question";
import { cite, figureExcerpts } from "./written";
import { coverageAsked } from "./cover-asked";

/** Where the figure stands: its row in the statement, or how the table names the part of the company. */
function where(f: Figure): string {
  const { row, column, segment } = f;
  const heading = row.section || row.context.split("\n").filter(Boolean).at(-1) || "";
  if (segment?.place === "column") return `"${row.label}" in the "${column.caption}" column (page ${f.page.pageNumber})`;
  if (segment?.place === "heading") return `"${row.label}" in the table on ${segment.name} (page ${f.page.pageNumber})`;
  if (segment) return `"${row.label}"${heading ? ` under "${heading}"` : ""} (page ${f.page.pageNumber})`;
  const kind = f.page.kind;
  const statementName = ["income-statement", "balance-sheet", "cash-flow-statement"].includes(kind)
    ? statement(kind as "income-statement").name.toLowerCase()
    : "statements";
  return `"${row.label}" in its ${statementName}`;
}

/**
 * The period a figure is for, as the answer says it: a balance is "as of" the date its column
 * shows ("as of June 30, 2023"); a flow is for the fiscal year or quarter asked.
 */
function periodOf(f: Figure, months: number | null, reading: QuestionReading): string {
  if (lineItem(f.item).pointInTime) {
    if (f.column.end && f.column.end.length === 10) return `as of ${dateText(f.column.end)}`;
    // An annual report's balance is the year-end one, whatever quarter was asked.
    if (!f.page.document.fiscalQuarter) return `at the end of FY${f.year}`;
  }
  return `for ${periodText(f.year, months, reading)}`;
}

function find(book: FigureSource, id: LineItemId, year: number, months: number | null): Figure | null {
  return widerFigure(book, id, year, months) ?? book.find(id, year, months) ?? fallbackFigure(book, id, year, months);
}

/**
 * The row the question's whole wording around the item names ("cash paid for income taxes"), when
 * a table prints it: the item's own row ("income taxes") would answer another question. A row
 * asked by its label widens too ("… restricted cash at beginning of year").
 */
function widerFigure(book: FigureSource, id: LineItemId, year: number, months: number | null): Figure | null {
  if (!book.question) return null;
  for (const wording of widerWordings(book.question, id)) {
    const figure = book.find(wording, year, months);
    if (figure && saysWholeWording(wording, figure.row.label, figure.row.section)) return figure;
  }
  return null;
}

/** Line items for one period; with several, says which is largest (or smallest) when asked. */
export function lineItemsAnswer(items: LineItemId[], year: number, months: number | null, reading: QuestionReading, book: FigureSource): Outcome {
  const found: Figure[] = [];
  const missing: string[] = [];
  // "Cash paid for interest" names one row: the "cash" inside it is no item of its own.
  const labels = items.filter(isRowLabel);
  const question = book.question;
  if (question && labels.length) items = items.filter((id) => isRowLabel(id) || !insideWording(question, id, labels));
  for (const id of items) {
    const figure = find(book, id, year, months);
    // Two items inside one wording ("proceeds from sales" holds "sales") read the same row: once.
    if (figure && found.some((f) => f.row === figure.row && f.page === figure.page)) continue;
    if (figure) found.push(figure);
    else missing.push(`${lineItem(id).name.toLowerCase()} for FY${year}`);
  }
  if (found.length === 0) return { missing: missing.join(", "), item: items[0] };
  const company = subjectOf(found[0]!);
  const period = periodOf(found[0]!, months, reading);
  const lines: string[] = [];
  if (found.length === 1) {
    const f = found[0]!;
    // A cost printed in parentheses in an income statement is a deduction, not a cash outflow.
    const shownAs = lineItem(f.item).statement === "cash-flow-statement" ? "an outflow" : "a deduction";
    const outflow = lineItem(f.item).outflow && f.printed < 0 ? `, shown as ${shownAs} of (${formatFigure(Math.abs(f.printed))})` : "";
    const amount = `**${figureText(f, reading.scale)}** [${f.page.ref}]`;
    // "EBIT" stays an acronym in the sentence.
    const name = inText(lineItem(f.item).name);
    // A balance is something the company had at a date; a flow is an amount for a period.
    const lead = lineItem(f.item).pointInTime && !f.segment
      ? `${f.page.document.companyName} had ${amount} of ${name} ${period.replace(/^for /, "at the end of ")}`
      : `${company} ${name} ${period} was ${amount}`;
    lines.push(`${lead} — ${where(f)}${outflow}.`);
  } else {
    const ordered = [...found].sort((a, b) => b.amount - a.amount);
    const pick = reading.extreme === "min" ? ordered[ordered.length - 1]! : ordered[0]!;
    if (reading.extreme) {
      const word = reading.extreme === "min" ? "lowest" : "highest";
      lines.push(`${period.replace(/^for /, "In ").replace(/^as of/, "As of")}, ${lineItem(pick.item).name.toLowerCase()} was the ${word} of these at **${figureText(pick, reading.scale)}** [${pick.page.ref}].`, "");
    } else {
      lines.push(coverageLead(found, reading, question) ?? `${company} figures ${period} ${cite(found)}:`, "");
    }
    for (const f of found) lines.push(`- ${lineItem(f.item).name}: ${figureText(f, reading.scale)} ("${f.row.label}") [${f.page.ref}]`);
  }
  if (missing.length) lines.push("", `Not found in the statement tables: ${missing.join(", ")}.`);
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(found) } };
}

/**
 * The verdict on a coverage question ("could it cover its dividend out of cash from operations?"):
 * the source's figure in bold, set against the use it had to pay for. Null when the question asks
 * no coverage between the two figures read.
 */
function coverageLead(found: Figure[], reading: QuestionReading, question: string | undefined): string | null {
  const asked = question && found.length === 2 ? coverageAsked(question) : null;
  const source = asked && found.find((f) => f.item === asked.source);
  const use = asked && found.find((f) => f.item === asked.use);
  if (!source || !use || use.amount === 0) return null;
  const need = Math.abs(use.amount);
  const enough = source.amount >= need;
  // How many times the source covers the use; an outflow for a source (cash used) covers nothing.
  const times = source.amount > 0 ? ` (${formatFigure(source.amount / need, 2)} times)` : "";
  const useText = figureText({ ...use, amount: need, printed: Math.abs(use.printed) }, reading.scale);
  const against = `${enough ? "enough for" : "short of"} the ${useText} of ${lineItem(use.item).name.toLowerCase()}${times}`;
  return `${enough ? "Yes" : "No"}: ${lineItem(source.item).name.toLowerCase()} ${periodOf(source, reading.months, reading)} was **${figureText(source, reading.scale)}** [${source.page.ref}], ${against} [${use.page.ref}].`;
}

/**
 * One line item across the years asked about, and how it moved. The headline is the level it
 * reached, or — when the question asks how fast it grew — the growth in percent.
 */
export function lineItemTrendAnswer(id: LineItemId, years: number[], months: number | null, reading: QuestionReading, book: FigureSource, rateAsked = false, amountAsked: "headline" | "beside" | null = null): Outcome {
  const found = years.map((y) => find(book, id, y, months)).filter((f): f is Figure => f !== null);
  if (found.length < 2) return found.length === 1 ? lineItemsAnswer([id], found[0]!.year, months, reading, book) : { missing: `${lineItem(id).name.toLowerCase()} for ${years.map((y) => `FY${y}`).join(", ")}`, item: id };
  const first = found[0]!;
  const last = found[found.length - 1]!;
  const name = lineItem(id).name.toLowerCase();
  // "Q1 FY2022", not "FY2022", when a quarter is compared with the year-before quarter; the date
  // asked ends only the later period.
  const label = (year: number) => (months === null ? `FY${year}` : periodText(year, months, year === last.year ? reading : { ...reading, endsOn: null }));
  const rate = first.amount === 0 ? null : ((last.amount - first.amount) / Math.abs(first.amount)) * 100;
  const change = rate === null ? "" : ` (${formatFigure(rate, 1)}%)`;
  // A loss both years moves by narrowing or widening: "rose" from -2,142 to -1,693 misleads.
  const loss = first.amount < 0 && last.amount < 0;
  const verb = last.amount > first.amount ? (loss ? "was a smaller loss, narrowing" : "rose") : last.amount < first.amount ? (loss ? "was a larger loss, widening" : "fell") : "was unchanged";
  // The latest figure is the headline (the level the change arrived at), unless the rate is asked.
  // "By how much did it change": the difference is the headline, in the later figure's unit.
  const moved = Math.abs(last.amount - first.amount);
  const difference: Figure = { ...last, printed: last.printed === 0 ? moved : moved / (last.amount / last.printed), amount: moved };
  const by = amountAsked === "beside" && !loss && found.length === 2 && verb !== "was unchanged" ? ` by ${figureText(difference, reading.scale)},` : "";
  const lead = amountAsked === "headline" && !rateAsked && found.length === 2
    ? `${subjectOf(first)} ${name} ${loss ? "changed" : verb === "was unchanged" ? "moved" : verb} by **${figureText(difference, reading.scale)}**, from ${figureText(first, reading.scale)} in ${label(first.year)} to ${figureText(last, reading.scale)} in ${label(last.year)}${change}`
    : rate !== null && rateAsked && !loss
    ? `${subjectOf(first)} ${name} ${verb} **${formatFigure(rate, reading.decimals ?? 2)}%**, from ${figureText(first, reading.scale)} in ${label(first.year)} to ${figureText(last, reading.scale)} in ${label(last.year)}`
    : `${subjectOf(first)} ${name} ${verb}${by} from ${figureText(first, reading.scale)} in ${label(first.year)} to **${figureText(last, reading.scale)}** in ${label(last.year)}${change}`;
  const lines = [
    `${lead} ${cite(found)}.`,
    "",
    ...found.map((f) => `- ${label(f.year)}: ${figureText(f, reading.scale)} ("${f.row.label}") [${f.page.ref}]`),
  ];
  return { written: { text: lines.join("\n"), excerpts: figureExcerpts(found) } };
}
