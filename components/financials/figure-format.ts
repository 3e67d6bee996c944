// How figures are written in the research tables: amounts in a chosen unit with thousands
// separators and parentheses for negatives, percentages with one decimal, ratios with two.
import type { CompsUnit } from "@/lib/financials/comps-metrics";
import type { Reading } from "@/lib/financials/standard-statements";

export const SCALE_NAMES: Record<number, string> = { 1: "", 1_000: "thousands", 1_000_000: "millions", 1_000_000_000: "billions" };

function grouped(value: number, decimals: number): string {
  const text = Math.abs(value).toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return value < 0 ? `(${text})` : text;
}

/** A reading in the unit the table shows (per-share figures as printed). */
export function formatReading(reading: Reading, scale: number): string {
  if (reading.perShare) return grouped(reading.amount, 2);
  const value = reading.amount / scale;
  return grouped(value, Number.isInteger(value) ? 0 : Math.abs(value) < 100 ? 2 : 1);
}

/** A comps value in its unit; currency amounts in millions. */
export function formatMetric(value: number, unit: CompsUnit): string {
  switch (unit) {
    case "percent": return `${value.toFixed(1)}%`;
    case "ratio": return value.toFixed(2);
    case "times": return `${value.toFixed(2)}×`;
    case "days": return value.toFixed(1);
    case "per-share": return grouped(value, 2);
    default: return grouped(value / 1_000_000, Math.abs(value) < 10_000_000 ? 2 : 0);
  }
}

export const UNIT_LABELS: Record<CompsUnit, string> = {
  percent: "%", ratio: "ratio", times: "×", days: "days", currency: "millions", "per-share": "per share",
};

/** The viewer at the figure's page, asked to highlight the row it was read from. */
export function readingHref(reading: Pick<Reading, "documentId" | "pageNumber" | "line">): string {
  const params = new URLSearchParams({ highlight: reading.line.slice(0, 1500) });
  return `/documents/${encodeURIComponent(reading.documentId)}?${params}#page-${reading.pageNumber}`;
}

/** What a figure is and where it was read, for a tooltip. */
export function readingTitle(reading: Reading): string {
  return `“${reading.label}” under “${reading.column}” — ${reading.documentTitle}, page ${reading.pageNumber}`;
}
