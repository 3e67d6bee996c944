// Which periods the catalog's filings of a company report, and the plain answer when a question
// asks about one they do not: the filings there are and the years they cover, and nothing quoted
// from pages that are about other years.
import type { CatalogDocument } from "../../catalog/types";
import { fiscalYearsCalled, MONTH_NAMES } from "../../periods";
import { possessive } from "./format";
import type { QuestionReading } from "../../retrieval/read-question";
import type { Written } from "./written";
import type { CatalogHoldings } from "../engines/engine";
import { asksOf } from "./answer-focus";
import { futurePeriodAsked } from "./future-asked";

const isAnnual = (d: CatalogDocument) => d.category === "annual-financial-report" || /^(?:10-K|20-F|40-F)/i.test(d.formType ?? "");
const isInterim = (d: CatalogDocument) => d.fiscalQuarter != null;

/**
 * The fiscal years a filing reports figures for: an annual report's statements go back two years
 * before its own (flows for three years), an interim report's compare with the year before, and
 * any other filing speaks of its own year.
 */
export function yearsReported(d: CatalogDocument): number[] {
  const own = d.fiscalYear ?? (d.date ? Number(d.date.slice(0, 4)) : null);
  if (own === null) return [];
  if (isAnnual(d)) return [own - 2, own - 1, own];
  if (isInterim(d)) return [own - 1, own];
  return [own];
}

function span(years: number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length === 0) return "no fiscal year";
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  return first === last ? `FY${first}` : `FY${first} to FY${last}`;
}

function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The filings in words: "10-Ks for FY2021 and FY2022", "an earnings release for Q4 FY2022", "8-Ks of 2023-01-19 and 2023-08-16". */
export function describeFilings(documents: CatalogDocument[]): string {
  const groups = new Map<string, string[]>();
  for (const d of [...documents].sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))) {
    const kind = isAnnual(d) ? (d.formType ?? "annual report") : isInterim(d) ? (d.formType ?? d.category.replace(/-/g, " ")) : (d.formType ?? d.category.replace(/-/g, " "));
    const period = isInterim(d) ? `Q${d.fiscalQuarter} FY${d.fiscalYear}` : isAnnual(d) && d.fiscalYear ? `FY${d.fiscalYear}` : (d.date ?? "an undated day");
    groups.set(kind, [...(groups.get(kind) ?? []), period]);
  }
  return list([...groups].map(([kind, periods]) => `${kind} ${/^\d/.test(periods[0]!) || periods[0]!.startsWith("an ") ? "of" : "for"} ${list(periods)}`));
}

/**
 * The fiscal years a year the question names may mean for a company. A company whose every annual
 * report closes its year in December names each year by the calendar year it is: "2023" of 3M is
 * its fiscal 2023 only, and its 10-K for 2022 does not answer it. Others may name a year ending
 * early in the next calendar year either way (lib/periods).
 */
export function yearsMeant(year: number, documents: CatalogDocument[]): number[] {
  const annual = documents.filter((d) => isAnnual(d) && d.fiscalYear !== null && d.date);
  const calendarYears = annual.length > 0 && annual.every((d) => d.date === null || (d.date.slice(0, 4) === String(d.fiscalYear) && d.date.slice(5, 7) === "12"));
  return calendarYears ? [year] : fiscalYearsCalled(year);
}

/**
 * Whether the question names the year as the filer's own fiscal year ("fiscal 2024", "fiscal year
 * 2024", "FY2024", "FY24"): then it is that year as the filings name it, not the one it began in,
 * which a year written plainly ("2024") may mean.
 */
export function namedAsFiscal(question: string, year: number): boolean {
  const short = String(year % 100).padStart(2, "0");
  return new RegExp(`\\b(?:fiscal\\s+(?:year\\s+)?|FY\\s?['’]?)(?:${year}|${short})\\b`, "i").test(question);
}

/**
 * The answer when no cataloged filing of the company reports any fiscal year the question names,
 * or null when one does (or the question names no year, or no company). A question about what the
 * company expected of a year ("what capital expenditures did it anticipate for 2021") is answered
 * by the filing of the year before, which states its plans for the next.
 */
export function outsideHoldings(reading: QuestionReading, holdings: CatalogHoldings | undefined, question = ""): Written | null {
  const later = holdings?.companies.length === 1 && holdings.documents.length > 0 ? futurePeriodAsked(question, reading) : null;
  if (later) return afterHoldings(later, holdings!.companies[0]!, holdings!.documents);
  if (!holdings || holdings.companies.length !== 1 || reading.years.length === 0) return null;
  const company = holdings.companies[0]!;
  if (holdings.documents.length === 0) {
    return { text: `The catalog holds no filings of ${company}, so I cannot answer this from its disclosures.`, excerpts: new Map() };
  }
  const afterAll = afterLatestFiling(reading, holdings.documents, question);
  if (afterAll) return { text: `The catalog holds ${possessive(company)} ${describeFilings(holdings.documents)}; ${afterAll}`, excerpts: new Map() };
  const covered = new Set(holdings.documents.flatMap(yearsReported));
  // A year may be called by the one it began in (a retailer's year ending in January).
  const asked = reading.years.length === 1 ? `FY${reading.years[0]}` : `FY${reading.years[0]} to FY${reading.years[reading.years.length - 1]}`;
  const ahead = asksOf(question).some((a) => a.name === "guidance");
  const reported = (years: Set<number>) => reading.years.some((y) => [...yearsMeant(y, holdings.documents), ...(ahead ? [y - 1] : [])].some((f) => years.has(f)));
  // A year before the statements' reach may still be in an annual report's five-year summary.
  if (!reported(covered) && holdings.tableYears) {
    const meant = [...new Set(reading.years.flatMap((y) => yearsMeant(y, holdings.documents)))];
    for (const d of holdings.documents.filter(isAnnual)) for (const y of holdings.tableYears(d, meant)) covered.add(y);
  }
  if (reported(covered)) {
    // A half ends with the second quarter's report and nine months with the third's.
    const quarter = reading.quarter ?? (reading.months === 6 ? 2 : reading.months === 9 ? 3 : null);
    return quarter !== null ? quarterOutside(quarter, reading.years, company, holdings.documents, reading.quarter === null, question) : null;
  }
  return {
    text:
      `The catalog holds ${possessive(company)} ${describeFilings(holdings.documents)}, which report ${span([...covered])}; ` +
      `none of them covers ${asked}, so the filings cannot answer this question.`,
    excerpts: new Map(),
  };
}

/**
 * Why no filing can report a period the question names by its last day ("the quarter ended
 * September 30, 2023", "as of September 30, 2023"), when every filing is dated before that day: a
 * report of a period comes after it ends. Null when the question names no such day or a filing
 * is dated on or after it. (The day must be written out with its year, so that a fiscal year's
 * name is never taken for a calendar date.)
 */
function afterLatestFiling(reading: QuestionReading, documents: CatalogDocument[], question: string): string | null {
  if (!reading.endsOn || reading.year === null || !/^\d\d-\d\d$/.test(reading.endsOn)) return null;
  const [month, day] = reading.endsOn.split("-").map(Number) as [number, number];
  const written = new RegExp(`\\b${MONTH_NAMES[month - 1]}\\s+0?${day},?\\s+${reading.year}\\b`, "i");
  if (!written.test(question)) return null;
  const asked = `${reading.year}-${reading.endsOn}`;
  const dates = documents.map((d) => d.date).filter((d): d is string => Boolean(d));
  if (dates.length === 0 || dates.length < documents.length) return null;
  const latest = dates.reduce((a, b) => (a > b ? a : b));
  if (latest >= asked) return null;
  return `the latest is dated ${latest}, before the period asked ended (${asked}), so no filing reports it and the filings cannot answer this question.`;
}

/**
 * A figure asked of a period still to come ("next year"): the filings there are and the years they
 * report, none of which is that period.
 */
function afterHoldings(period: string, company: string, documents: CatalogDocument[]): Written {
  const when = period.startsWith("a ") ? period : `the ${period.replace(/^(?:coming|upcoming|following)\s+/i, "next ")}`;
  return {
    text:
      `The question asks for a figure of ${when}, which no filing has reported yet: the catalog holds ${possessive(company)} ` +
      `${describeFilings(documents)}, which report ${span(documents.flatMap(yearsReported))}; none of them covers a period after those, ` +
      `and they speak of what is to come only as the company's outlook, so the filings cannot answer this question.`,
    excerpts: new Map(),
    confidence: 0,
  };
}

/**
 * A quarter no cataloged filing reports: neither an interim report or release of that quarter nor
 * one of the same quarter a year later (which shows it as its comparative). With `toDate`, the
 * half or nine months that the quarter's report closes.
 */
function quarterOutside(quarter: number, years: number[], company: string, documents: CatalogDocument[], toDate = false, question = ""): Written | null {
  const interim = documents.filter(isInterim);
  // Without any interim filing the quarter may still be in an annual report's quarterly data.
  if (interim.length === 0) return null;
  const year = years[years.length - 1]!;
  const meant = namedAsFiscal(question, year) ? [year] : fiscalYearsCalled(year);
  const reports = interim.some((d) => d.fiscalQuarter === quarter && d.fiscalYear !== null && meant.some((f) => d.fiscalYear === f || d.fiscalYear === f + 1));
  if (reports) return null;
  return {
    text:
      `The catalog holds ${possessive(company)} ${describeFilings(documents)}; none of them reports ${toDate ? `the ${quarter === 2 ? "first half" : "first nine months"} of` : `Q${quarter}`} FY${year}, ` +
      `so the filings cannot answer this question.`,
    excerpts: new Map(),
  };
}

/**
 * A question about several companies where the catalog holds no filing of some of them (for the
 * years asked, when it names any): a plain decline naming whose filings are missing and what the
 * catalog holds of the others. A comparison with one side missing is no comparison, and the
 * others' figures alone would answer another question. Null when every company is covered.
 */
export function missingCompanies(reading: QuestionReading, holdings: CatalogHoldings | undefined): Written | null {
  if (!holdings || holdings.companies.length < 2) return null;
  const missing = holdings.companies.filter((name) => {
    const documents = holdings.documents.filter((d) => d.companyName === name);
    if (documents.length === 0) return true;
    const covered = new Set(documents.flatMap(yearsReported));
    return reading.years.length > 0 && !reading.years.some((y) => yearsMeant(y, documents).some((f) => covered.has(f)));
  });
  if (missing.length === 0) return null;
  const period = reading.years.length ? ` for ${reading.years.length === 1 ? `FY${reading.years[0]}` : `FY${reading.years[0]} to FY${reading.years.at(-1)}`}` : "";
  const others = holdings.companies
    .filter((name) => !missing.includes(name))
    .map((name) => `${possessive(name)} ${describeFilings(holdings.documents.filter((d) => d.companyName === name))}`);
  return {
    text:
      `The catalog holds no filings of ${list(missing)}${period}, so the filings cannot answer this comparison.` +
      (others.length ? ` It holds ${list(others)}.` : ""),
    excerpts: new Map(),
  };
}
