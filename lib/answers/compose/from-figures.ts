// Answers computed from figures: the statements' for the company, or — when the question names a
// part of the company the tables break out (a segment, region or division) — that part's. When a
// figure cannot be read, what was missing and where it was looked for.
import { derivedItem, findDefinitions, findMetrics, findStatementTitles, labelWithoutBasis, lineItem, phraseKey, statement, type LineItemId } from "../../finance";
import type { CitablePage } from "../engines/engine";
import { FigureBook, horizonOf, type FigureSource } from "../statements/figure-book";
import { SegmentBook } from "../statements/segment-book";
import { partCalledSegment, partNamedBeforeFigure, segmentsNamed } from "../statements/segment-names";
import { lineItemsAnswer, lineItemTrendAnswer } from "./figure-answers";
import { changeAmountAsked } from "./change-asked";
import { asksGrowthRate } from "./growth-asked";
import { partNamedAsContext } from "./part-as-context";
import { partShareAsked } from "./part-share";
import { segmentNotReported } from "./no-such-segment";
import { withoutPartName } from "./part-operands";
import { subtractsPartFromWhole, WholeLessPartBook } from "./whole-less-part";
import { partOfWholeAnswer, shareOfItsWhole } from "./part-of-whole";
import { breakdownShareAnswer } from "./breakdown-share";
import { periodText, possessive } from "./format";
import { metricAnswer, seriesAnswer, trendAnswer, type Outcome } from "./metric-answers";
import type { QuestionReading } from "../../retrieval/read-question";
import { horizonByPosition } from "../../retrieval/row-position";
import type { Written } from "./written";

function compute(reading: QuestionReading, year: number, book: FigureSource, rateAsked: boolean, amountAsked: "headline" | "beside" | null = null): Outcome | null {
  const months = reading.months;
  const label = periodText(year, months, reading);
  const years = reading.years.length >= 2 ? reading.years : [year - 1, year];
  const { metric, series } = reading;
  if (metric && series) return seriesAnswer(series, { metric }, series.id === "average" && reading.years.length < 2 ? [year] : years, months, reading, book);
  // "The change in long-term debt between 2019 and 2020" is itself the movement asked: no trend of it.
  const isChange = !!metric && "item" in metric.expr && metric.expr.at === "change";
  if (metric && reading.trend && !isChange) {
    const asked = reading.years.length >= 2;
    const trend = trendAnswer(metric, asked ? reading.years : [year - 2, year - 1, year], months, reading, book, asked);
    return "written" in trend ? trend : metricAnswer(metric, { year, months }, reading, book, label);
  }
  if (metric) return metricAnswer(metric, { year, months }, reading, book, label);
  const items = askedItems(reading, year, months, book);
  if (series && (items.length || series.id !== "average")) return seriesAnswer(series, { item: items[0] ?? "revenue" }, years, months, reading, book);
  // "Did gross profit increase in 2020?" compares the year with the one before it; so does a
  // growth asked as arithmetic ("(2019 inventories − 2018 inventories) / 2018 inventories").
  if (items.length === 1 && (reading.trend || rateAsked)) {
    const trend = lineItemTrendAnswer(items[0]!, years, months, reading, book, rateAsked, amountAsked);
    if (reading.years.length >= 2 || "written" in trend) return trend;
  }
  // A line item the balance sheet does not print follows from the rows it does.
  const derived = items.length === 1 ? derivedItem(items[0]!) : null;
  if (derived && !book.find(items[0]!, year, months)) return metricAnswer(derived, { year, months }, reading, book, label);
  if (items.length) return lineItemsAnswer(items, year, months, reading, book);
  return null;
}

/**
 * The line items to read: a row the question names in its own wording ("settlements payable")
 * takes the place of the dictionary's items inside that wording ("payables") when a table has it.
 */
function askedItems(reading: QuestionReading, year: number, months: number | null, book: FigureSource): LineItemId[] {
  let items = [...reading.lineItems];
  for (const { label: asked, items: within } of reading.labels) {
    // A table names the row without the basis the question states it on ("net of discounts").
    const bare = labelWithoutBasis(asked);
    const label = book.find(asked, year, months) || !bare ? asked : bare;
    if (!book.find(label, year, months)) continue;
    const at = items.findIndex((id) => within.includes(id));
    items = items.filter((id) => !within.includes(id));
    items.splice(at < 0 ? items.length : at, 0, label);
  }
  return items;
}

/**
 * The part of the company the question is about: one the retrieved tables break out, or one the
 * question names right before the figure even if no table prints it.
 */
export function segmentAsked(question: string, reading: QuestionReading, pages: CitablePage[]): string | null {
  if (!reading.lineItems.length && !reading.metric) return null;
  // A name the question defines ("CCC = DIO + DSO − DPO") is a figure, whatever a table prints.
  // So are the leading words of a metric the dictionary knows by the defined name: "Asset turnover
  // is defined as …" names no "Asset" part, whatever a segment table calls one. ("Document Cloud
  // revenue growth, computed as …" names the Document Cloud part: no metric goes by that name.)
  const names = findDefinitions(question).flatMap((d) => d.names);
  const defined = new Set(names.map(phraseKey));
  const metricNames = names.filter((n) => findMetrics(n).some((m) => m.start === 0 && m.end === n.length)).map(phraseKey);
  const ofDefined = (name: string) => defined.has(phraseKey(name)) || metricNames.some((key) => key.startsWith(`${phraseKey(name)} `));
  // A part named only as context of a company-wide figure ("Lockheed Martin (Aeronautics, …):
  // consolidated operating margin", "AWS included") is not what the figure is asked of.
  const named = segmentsNamed(question, pages);
  const asked = (name: string) => !ofDefined(name) && !partNamedAsContext(question, name, pages, named);
  const part = named.find(asked) ?? partNamedBeforeFigure(question, pages) ?? partCalledSegment(question, pages);
  return part && asked(part) && !COMPARISON_SHORTHAND.test(part.trim()) ? part : null;
}

// "3M fiscal 2021 YoY revenue growth": the shorthand says how periods are compared, it names no part.
const COMPARISON_SHORTHAND = /^(?:yoy|y\/y|y-o-y|qoq|q\/q|q-o-q|ttm|ltm|ytd|mom|m\/m)$/i;

/**
 * The computed answer, or a preface saying what could not be read (the answer goes on in the
 * filings' words), or null when the question asks for no figure.
 */
export function answerFromFigures(question: string, reading: QuestionReading, year: number, pages: CitablePage[]): { written: Written } | { preface: Written } | null {
  const period = { quarter: reading.quarter, endsOn: reading.endsOn };
  const rateAsked = asksGrowthRate(question);
  const amountAsked = changeAmountAsked(question);
  const segment = segmentAsked(question, reading, pages);
  if (segment) {
    // "Take S net sales and divide by total net sales": the part's figure over the company's.
    // "What share of total revenues did S contribute": the same, the part named outside the whole.
    const shared = shareOfItsWhole(reading.metric, segment);
    const asked = shared ? { item: shared, whole: shared } : partShareAsked(question, reading, segment);
    const share = asked && partOfWholeAnswer(asked.item, year, reading, new SegmentBook(pages, segment, period), new FigureBook(pages, year, { ...period, question }), asked.whole, asked.bar);
    if (share) return share;
    // "Total net sales less Aeronautics net sales": the company's figure less the part's, each read from its own tables.
    if (subtractsPartFromWhole(reading.metric, segment)) {
      const book = new WholeLessPartBook(new FigureBook(pages, year, { ...period, question }), new SegmentBook(pages, segment, period), segment);
      const outcome = compute(reading, year, book, rateAsked, amountAsked);
      if (outcome && "written" in outcome) return outcome;
    }
    // "Oncology revenues as a % of total revenues": a line of a note's breakdown over its total.
    const breakdown = breakdownShareAnswer(question, reading, year, pages, segment, new FigureBook(pages, year, { ...period, question }));
    if (breakdown) return breakdown;
    const ofPart = reading.metric ? { ...reading, metric: withoutPartName(reading.metric, segment) } : reading;
    const outcome = compute(ofPart, year, new SegmentBook(pages, segment, period), rateAsked, amountAsked);
    if (outcome && "written" in outcome) return outcome;
    // A segment the filings never report is no part of the company to answer about.
    const unreported = segmentNotReported(question, segment, pages);
    if (unreported) return { written: unreported };
    // The company's own figures would answer another question than the one about its part.
    const missing = outcome?.missing ?? "the figures asked";
    return { preface: { text: `No table of the retrieved pages gives ${possessive(segment)} ${missing}.`, excerpts: new Map() } };
  }
  // "Long-term (non-current) deferred revenue": of two rows with the label, the one under that heading.
  const book = new FigureBook(pages, year, { ...period, question, horizon: horizonByPosition(question) ?? horizonOf(question.replace(/\btotal\s+current\s+(?:assets|liabilities)\b/gi, " ")) });
  const outcome = compute(reading, year, book, rateAsked, amountAsked);
  if (!outcome || "written" in outcome) return outcome;
  const preface = notRead(outcome, book);
  return preface ? { preface } : null;
}

/**
 * What could not be read, and where it was looked for: the statement that should state the
 * missing line item, cited, so the reader can see for themselves that the row is not there. Null
 * when no such statement was retrieved (a current report has none): the filings' words then
 * speak for themselves.
 */
function notRead(outcome: { missing: string; item?: LineItemId }, book: FigureSource): Written | null {
  const kind = outcome.item ? lineItem(outcome.item).statement : null;
  const page = kind ? book.statementPage(kind) : null;
  if (!kind || !page) return null;
  const lines = page.content.split("\n").map((l) => l.trim()).filter((l) => l.length > 3);
  const heading = lines.find((l) => findStatementTitles(l).length > 0) ?? lines[0] ?? page.content.trim();
  return {
    text: `I could not read ${outcome.missing} from the ${statement(kind).name.toLowerCase()} (page ${page.pageNumber}) [${page.ref}].`,
    excerpts: new Map([[page.ref, heading]]),
  };
}
