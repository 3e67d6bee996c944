// How figures are written in answers: amounts with their currency and scale, metric values in
// their unit, rounded as the question asks.
import type { MetricUnit } from "../../finance";
import { formatFigure } from "../statements/numbers";
import type { Figure } from "../statements/figure-book";
import { isPerShareRow } from "../statements/statement-table";

const SCALE_WORD: Record<number, string> = { 1e3: "thousand", 1e6: "million", 1e9: "billion" };

/** The scale an answer writes amounts in: the one asked for, else the one the page uses. */
export function scaleOf(figure: Figure, wanted: number | null): number {
  return wanted ?? figure.row.unit?.scale ?? 1;
}

/** An amount in currency units, written at a scale: "$1,577 million", "-$42.5 thousand". */
export function money(amount: number, scale: number, currency = "$"): string {
  const scaled = amount / scale;
  const decimals = Number.isInteger(scaled) ? 0 : Math.abs(scaled) >= 100 ? 1 : 2;
  const text = formatFigure(Math.abs(scaled), decimals);
  const word = SCALE_WORD[scale] ? ` ${SCALE_WORD[scale]}` : "";
  return `${scaled < 0 ? "-" : ""}${currency}${text}${word}`;
}


/** A figure as read from its row, for the answer: amount at the answer's scale, or per share. */
export function figureText(figure: Figure, wantedScale: number | null): string {
  const currency = figure.row.unit?.currency ?? "$";
  if (isPerShareRow(figure.row)) return `${currency}${formatFigure(figure.printed, 2)} per share`;
  if (!figure.row.unit) return `${currency}${formatFigure(figure.amount)}`;
  return money(figure.amount, scaleOf(figure, wantedScale), currency);
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
    return `${formatFigure(pct, options.decimals ?? 1)}%`;
  }
  const text = formatFigure(value, options.decimals ?? 2);
  if (unit === "days") return `${text} days`;
  if (unit === "times") return `${text}x`;
  return text;
}

/** The period a figure's column covers, as people say it: "FY2018", "the three months of FY2023". */
export function periodText(year: number, months: number | null, quarter?: number | null): string {
  if (quarter) return `Q${quarter} FY${year}`;
  if (months && months < 12) return `the ${months} months ended in FY${year}`;
  return `FY${year}`;
}

export function possessive(name: string): string {
  const short = name.replace(/^the\s+/i, "").replace(/,?\s+(?:&|and)\s+(?:Co\.?|Company)$/i, "").replace(/,?\s+(Inc\.?|Incorporated|Corporation|Corp\.?|Company|Co\.|plc|Ltd\.?|Limited|LLC|N\.V\.|S\.A\.)$/i, "").trim();
  return short.endsWith("s") ? `${short}'` : `${short}'s`;
}
