// How figures are written in answers: amounts with their currency and scale, metric values in
// their unit, rounded as the question asks.
import type { MetricUnit } from "../../finance";
import { MONTH_NAMES } from "../../periods";
import { formatFigure } from "../statements/numbers";
import type { Figure } from "../statements/figure-book";
import { isPercentRow, isPerShareRow } from "../statements/statement-table";

const SCALE_WORD: Record<number, string> = { 1e3: "thousand", 1e6: "million", 1e9: "billion" };

/**
 * The scale an answer writes amounts in: the one asked for, else the one the page uses — but a
 * billion printed in thousands reads better in millions ("$15,794.3 million").
 */
export function scaleOf(figure: Figure, wanted: number | null): number {
  const printed = figure.row.unit?.scale ?? 1;
  return wanted ?? (printed === 1e3 && Math.abs(figure.amount) >= 1e9 ? 1e6 : printed);
}

/**
 * The decimals an amount at a scale is written with: one from a hundred up, else two — but an
 * amount below one of the scale keeps three significant digits, so that $274 million asked "in
 * billions" reads "$0.274 billion" rather than "$0.27 billion", and $3.7 million not "$0.00 billion".
 */
function moneyDecimals(scaled: number): number {
  if (Number.isInteger(scaled)) return 0;
  const size = Math.abs(scaled);
  if (size >= 100) return 1;
  if (size >= 1 || size === 0) return 2;
  return Math.min(6, 2 - Math.floor(Math.log10(size)));
}

/** An amount in currency units, written at a scale: "$1,577 million", "-$42.5 thousand". */
export function money(amount: number, scale: number, currency = "$"): string {
  const scaled = amount / scale;
  const decimals = moneyDecimals(scaled);
  const text = formatFigure(Math.abs(scaled), decimals);
  const word = SCALE_WORD[scale] ? ` ${SCALE_WORD[scale]}` : "";
  return `${scaled < 0 ? "-" : ""}${currency}${text}${word}`;
}


/** A figure as read from its row, for the answer: amount at the answer's scale, or per share. */
export function figureText(figure: Figure, wantedScale: number | null): string {
  const currency = figure.row.unit?.currency ?? "$";
  if (isPerShareRow(figure.row)) return `${currency}${formatFigure(figure.printed, 2)} per share`;
  if (isPercentRow(figure.row)) return `${formatFigure(figure.printed, 1)}%`;
  if (!figure.row.unit) return `${figure.amount < 0 ? "-" : ""}${currency}${formatFigure(Math.abs(figure.amount))}`;
  // A share count is no amount of money.
  if (figure.item === "basicShares" || figure.item === "dilutedShares") return `${money(figure.amount, scaleOf(figure, wantedScale), "")} shares`;
  // Nor is a count of members, subscribers or stores, whatever unit the table's heading states.
  // (A heading's "Dollars in millions" scales its money, not a headcount beside it: "Year-end workforce".)
  if (isCountRow(figure.row.label)) return HEADCOUNT.test(figure.row.label) && !OWN_SCALE.test(figure.row.label) ? formatFigure(figure.printed) : money(figure.amount, scaleOf(figure, wantedScale), "");
  return money(figure.amount, scaleOf(figure, wantedScale), currency);
}

// Rows that count people or things: "Paid memberships at end of period", "Number of stores".
const COUNT_NOUN = /\b(?:members(?:hips)?|subscribers?|connections|subscriptions|customers|employees|headcount|workforce|stores|restaurants|locations|users|households|units\s+(?:sold|delivered)|deliveries|visits|guests|rooms|clubs|branches)\b/i;
// People counted, which filings print as they are; and a row stating its own scale ("(in thousands)").
const HEADCOUNT = /\b(?:employees|headcount|workforce)\b/i;
const OWN_SCALE = /\b(?:in\s+)?(?:thousands|millions)\b/i;
const MONEY_WORD = /\$|\b(?:revenues?|sales|income|profit|loss|cost|costs|expenses?|price|fees?|per|spend\w*|value|margin|cash|dollars?)\b/i;

/** Whether a row counts people or things rather than money. */
export function isCountRow(label: string): boolean {
  return COUNT_NOUN.test(label) && !MONEY_WORD.test(label);
}

/**
 * The decimals a percentage is written with when the question asks none: a small rate keeps two
 * (1.75%, not 1.7%, which is off by a fortieth of itself), a larger one one.
 */
export function percentDecimals(pct: number): number {
  return Math.abs(pct) < 10 ? 2 : 1;
}

/** A metric value in its unit with the decimals asked for (defaults suit each unit). */
export function metricText(
  value: number,
  unit: MetricUnit | "same",
  options: { decimals: number | null; percent: boolean; scale?: number; currency?: string },
): string {
  if (unit === "currency") return money(value, options.scale ?? 1, options.currency);
  if (unit === "percent" || (options.percent && unit === "ratio")) {
    const pct = unit === "percent" ? value : value * 100;
    return `${formatFigure(pct, options.decimals ?? percentDecimals(pct))}%`;
  }
  const text = formatFigure(value, options.decimals ?? 2);
  if (unit === "days") return `${text} days`;
  if (unit === "times") return `${text}x`;
  return text;
}

const LENGTHS: Record<number, string> = { 3: "three", 6: "six", 9: "nine" };

/** "2022-12-31" as "December 31, 2022"; "2023-06" as "June 2023". */
export function dateText(date: string): string {
  const [y, m = 0, d] = date.split("-").map(Number);
  return d ? `${MONTH_NAMES[m - 1]} ${d}, ${y}` : `${MONTH_NAMES[m - 1]} ${y}`;
}

/** The period asked beyond its year: a quarter, or the date it ends. */
export interface AskedPeriod {
  quarter: number | null;
  endsOn: string | null;
}

/** The period a figure's column covers, as people say it: "FY2018", "Q2 FY2023", "the three months ended June 2, 2023". */
export function periodText(year: number, months: number | null, asked: AskedPeriod = { quarter: null, endsOn: null }): string {
  if (asked.endsOn) return `the ${months && months < 12 ? `${LENGTHS[months] ?? months} months` : "year"} ended ${dateText(`${year}-${asked.endsOn}`)}`;
  // (A longer period read from a quarter's report — its half-year or full-year columns — is that period.)
  if (asked.quarter && (!months || months <= 3)) return `Q${asked.quarter} FY${year}`;
  if (months && months < 12) return `the ${LENGTHS[months] ?? months} months ended in FY${year}`;
  return `FY${year}`;
}

export function possessive(name: string): string {
  const short = name.replace(/^the\s+/i, "").replace(/,?\s+(?:&|and)\s+(?:Co\.?|Company)$/i, "").replace(/,?\s+(Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|plc|Ltd\.?|Limited|LLC|N\.V\.|S\.A\.)$/i, "").trim();
  if (/['’]s$/.test(short)) return short;
  return short.endsWith("s") ? `${short}'` : `${short}'s`;
}

/** Whose figure it is, as the answer says it: "PepsiCo's", or "PepsiCo's Frito-Lay North America" for a part of the company. */
export function subjectOf(f: Figure): string {
  const company = possessive(f.page.document.companyName);
  if (!f.segment) return company;
  // "Walmart International" already says whose it is.
  const own = company.replace(/['’]s?$/, "").split(/\s+/)[0]!.toLowerCase();
  return f.segment.name.toLowerCase().startsWith(own) ? f.segment.name : `${company} ${f.segment.name}`;
}

/** A name inside a sentence: lower case, but acronyms kept ("Unadjusted EBITDA margin" → "unadjusted EBITDA margin"). */
export function inText(name: string): string {
  return name.replace(/[A-Za-z][A-Za-z&]*/g, (word) => (/^[A-Z&]{2,}s?$/.test(word) ? word : word.toLowerCase()));
}
