// Comps: metrics (rows) × companies × periods (columns). A line item is the standardised
// statements' figure; a computed metric is evaluated by lib/finance's expression engine over
// those figures, with its formula in words and every input it read (or lacked) listed, so a
// blank never goes unexplained.
import { describe, evaluate, inputsOf } from "../finance/expression";
import type { LineItemId } from "../finance";
import { compsKey } from "./comps-keys";
import { COMPS_METRICS, compsMetric, itemName, type CompsMetric, type CompsUnit } from "./comps-metrics";
import { periodKey, type Cell, type Reading, type StandardStatements } from "./standard-statements";

export interface CompsInput {
  item: LineItemId;
  name: string;
  period: string;
  reading: Reading | null;
  /** Why the figure is not there: which filing lacks it, or that no filing states the period. */
  missing: string | null;
}

export interface CompsCell {
  value: number | null;
  inputs: CompsInput[];
  /** The explanations of the inputs that are missing, when the value could not be had. */
  missing: string[];
  /** Some input was stated differently by two filings. */
  restated: boolean;
}

export interface CompsColumnMetric {
  id: string;
  name: string;
  unit: CompsUnit;
  /** The formula in words, for computed metrics. */
  formula: string | null;
  note: string | null;
}

/** A period key one year back: FY2021 for FY2022, FY2022 Q2 for FY2023 Q2. */
export function priorPeriod(key: string): string | null {
  const m = /^FY(\d{4})(?: Q([1-4]))?$/.exec(key);
  return m ? periodKey(Number(m[1]) - 1, m[2] ? Number(m[2]) : null) : null;
}

export function describeMetric(metric: CompsMetric): CompsColumnMetric {
  return {
    id: metric.id, name: metric.name, unit: metric.unit,
    formula: metric.formula ? describe(metric.formula.expr) : null,
    note: metric.formula?.note ?? null,
  };
}

/** The figures of one company's statements by line item and period. */
export class StatementIndex {
  private readonly cells = new Map<string, Cell>();
  private readonly titles: Map<string, string>;

  constructor(readonly statements: StandardStatements) {
    for (const s of statements.statements) for (const row of s.rows) for (const [period, cell] of Object.entries(row.cells)) this.cells.set(`${row.item}|${period}`, cell);
    this.titles = new Map(statements.documents.map((d) => [d.id, d.title]));
  }

  cell(item: LineItemId, period: string): Cell | undefined {
    return this.cells.get(`${item}|${period}`);
  }

  /** Why a figure is missing: the filings that state the period but not the item, or none. */
  whyMissing(item: LineItemId, period: string): string {
    const filings = this.statements.periodFilings[period] ?? [];
    if (filings.length === 0) return `No filing in the catalog states ${period}.`;
    const names = filings.map((id) => this.titles.get(id) ?? id).join("; ");
    return `${names} ${filings.length === 1 ? "states" : "state"} no ${itemName(item)} for ${period}.`;
  }

  /** One input of a metric: the figure for the period (or the year before), or why there is none. */
  input(item: LineItemId, period: string | null, fallbackPeriod: string): CompsInput {
    if (!period) return { item, name: itemName(item), period: fallbackPeriod, reading: null, missing: `${fallbackPeriod} has no prior period.` };
    const cell = this.cell(item, period);
    return { item, name: itemName(item), period, reading: cell?.value ?? null, missing: cell ? null : this.whyMissing(item, period) };
  }
}

/** The value of one metric for one company and period. */
export function compsCell(index: StatementIndex, metric: CompsMetric, period: string): CompsCell {
  if (metric.item) {
    const input = index.input(metric.item, period, period);
    const cell = index.cell(metric.item, period);
    return { value: input.reading?.amount ?? null, inputs: [input], missing: input.missing ? [input.missing] : [], restated: cell?.restated ?? false };
  }
  const formula = metric.formula!;
  const prior = priorPeriod(period);
  const inputs: CompsInput[] = [];
  for (const need of inputsOf(formula.expr)) {
    inputs.push(index.input(need.item, period, period));
    if (need.needsPrior) inputs.push(index.input(need.item, prior, period));
  }
  const read = new Map(inputs.map((i) => [`${i.item}|${i.period}`, i.reading]));
  const raw = evaluate(formula.expr, (id, offset) => {
    const at = offset === 0 ? period : prior;
    return at ? read.get(`${id}|${at}`)?.amount : undefined;
  });
  const value = raw === undefined || !Number.isFinite(raw) ? null : formula.unit === "percent" ? raw * 100 : raw;
  const restated = inputs.some((i) => i.reading && index.cell(i.item, i.period)?.restated);
  return { value, inputs, missing: value === null ? inputs.flatMap((i) => (i.missing ? [i.missing] : [])) : [], restated };
}

export interface CompsRequest {
  companies: StandardStatements[];
  metrics: string[];
  periods: string[];
}

export interface CompsTable {
  metrics: CompsColumnMetric[];
  periods: string[];
  /** Keyed `${metricId}|${companyIndex}|${period}`. */
  cells: Record<string, CompsCell>;
}

/** The table for the companies' statements (in the order given), the known metrics among those asked. */
export function compsTable({ companies, metrics, periods }: CompsRequest): CompsTable {
  const chosen = metrics.map(compsMetric).filter((m): m is CompsMetric => m !== undefined);
  const indexes = companies.map((c) => new StatementIndex(c));
  const cells: Record<string, CompsCell> = {};
  for (const metric of chosen) {
    indexes.forEach((index, company) => {
      for (const period of periods) cells[compsKey(metric.id, company, period)] = compsCell(index, metric, period);
    });
  }
  return { metrics: chosen.map(describeMetric), periods, cells };
}

export const ALL_COMPS_METRICS = COMPS_METRICS.map(describeMetric);
