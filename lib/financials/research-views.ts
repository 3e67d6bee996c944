// What the financials and compare routes serve, assembled from the statements, the comps engine
// and the exporters; the routes only parse, call and respond.
import type { Db } from "../db/connection";
import { companyFinancials, type CompanyFinancials } from "./company-financials";
import { compsKey } from "./comps-keys";
import { ALL_COMPS_METRICS, compsTable, type CompsColumnMetric, type CompsTable } from "./comps-table";
import { compsExport, financialsExport } from "./export-shapes";
import { toCsv, toXlsx } from "./export-table";
import { comparePeriods } from "./standard-statements";

/** The rows charted over the fiscal years: revenue, the three margins and free cash flow. */
export const CHART_METRICS = ["revenue", "grossMargin", "operatingMargin", "netProfitMargin", "freeCashFlow"] as const;

export interface ChartPoint {
  period: string;
  values: Partial<Record<(typeof CHART_METRICS)[number], number | null>>;
}

export interface FinancialsView extends CompanyFinancials {
  /** Fiscal years oldest first. */
  chart: ChartPoint[];
}

export function financialsView(database: Db, companyId: string): FinancialsView {
  const financials = companyFinancials(database, companyId);
  const years = financials.periods.filter((p) => p.quarter === null).map((p) => p.key).reverse();
  const table = compsTable({ companies: [financials], metrics: [...CHART_METRICS], periods: years });
  const chart = years.map((period) => ({
    period,
    values: Object.fromEntries(CHART_METRICS.map((m) => [m, table.cells[compsKey(m, 0, period)]?.value ?? null])),
  }));
  return { ...financials, chart };
}

export interface CompareRequest {
  companies: string[];
  metrics: string[];
  periods: string[];
}

export interface CompareView {
  companies: { id: string; name: string; tickers: string[] }[];
  table: CompsTable;
  /** What can be chosen: every metric, and the periods any chosen company's filings state (newest first). */
  available: { metrics: CompsColumnMetric[]; periods: string[] };
}

export const MAX_COMPARED = 12;

export function compareView(database: Db, request: CompareRequest): CompareView {
  const financials = [...new Set(request.companies)].slice(0, MAX_COMPARED).map((id) => companyFinancials(database, id));
  const periods = new Map<string, { fiscalYear: number; quarter: number | null }>();
  for (const f of financials) for (const p of f.periods) periods.set(p.key, p);
  const available = [...periods].sort(([, a], [, b]) => comparePeriods(a, b)).map(([k]) => k);
  return {
    companies: financials.map((f) => f.company),
    table: compsTable({ companies: financials, metrics: request.metrics, periods: request.periods }),
    available: { metrics: ALL_COMPS_METRICS, periods: available },
  };
}

export type ExportFormat = "csv" | "xlsx";

export interface ExportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "export";

async function file(table: Parameters<typeof toCsv>[0], name: string, format: ExportFormat): Promise<ExportFile> {
  return format === "csv"
    ? { body: toCsv(table), contentType: "text/csv; charset=utf-8", filename: `${slug(name)}.csv` }
    : { body: await toXlsx(table), contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", filename: `${slug(name)}.xlsx` };
}

/** `origin` makes the source links absolute, so they work from the file. */
export async function exportFinancials(database: Db, companyId: string, format: ExportFormat, origin: string): Promise<ExportFile> {
  const financials = companyFinancials(database, companyId);
  return file(financialsExport(financials.company.name, financials, origin), `${financials.company.name} financials`, format);
}

export async function exportComparison(database: Db, request: CompareRequest, format: ExportFormat, origin: string): Promise<ExportFile> {
  const view = compareView(database, request);
  return file(compsExport(view.companies, view.table, origin), "comps", format);
}
