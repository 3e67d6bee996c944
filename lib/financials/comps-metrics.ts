// What a comps table can show: any line item of the dictionary as stated, the formula metrics
// of lib/finance, and a few comparisons analysts add to them (growth, the cash conversion
// cycle) written in the same expression language, so that every computed figure is evaluated
// and explained by one engine.
import { LINE_ITEMS, lineItem, METRICS, type FormulaMetric, type LineItemId, type MetricUnit } from "../finance";
import { add, constant, div, item, mul, sub, type Expr } from "../finance/expression";

export type CompsUnit = MetricUnit | "per-share";

export interface CompsMetric {
  id: string;
  name: string;
  unit: CompsUnit;
  /** A line item read as stated; otherwise a formula. */
  item?: LineItemId;
  formula?: FormulaMetric;
}

const growth = (id: LineItemId, name: string): FormulaMetric => ({
  kind: "formula", id: `${id}Growth`, name, unit: "percent", aliases: [],
  expr: div(item(id, "change"), item(id, "prior")),
  note: "Change over the same period a year before.",
});

const days = (numerator: Expr, denominator: Expr): Expr => div(mul(constant(365), numerator), denominator);
const purchases = add(item("costOfRevenue"), item("inventories", "change"));

const EXTRA: FormulaMetric[] = [
  growth("revenue", "Revenue growth"),
  growth("netIncome", "Net income growth"),
  growth("operatingIncome", "Operating income growth"),
  {
    kind: "formula", id: "cashConversionCycle", name: "Cash conversion cycle", unit: "days", aliases: [],
    expr: sub(add(days(item("inventories", "average"), item("costOfRevenue")), days(item("receivables", "average"), item("revenue"))),
      days(item("accountsPayable", "average"), purchases)),
    note: "Days inventory outstanding plus days sales outstanding minus days payable outstanding.",
  },
];

const PER_SHARE = new Set<LineItemId>(["epsBasic", "epsDiluted"]);

export const COMPS_METRICS: readonly CompsMetric[] = [
  ...LINE_ITEMS.map((i): CompsMetric => ({ id: i.id, name: i.name, unit: PER_SHARE.has(i.id) ? "per-share" : "currency", item: i.id })),
  ...[...METRICS.filter((m): m is FormulaMetric => m.kind === "formula"), ...EXTRA].map((m): CompsMetric => ({ id: m.id, name: m.name, unit: m.unit, formula: m })),
];

const byId = new Map(COMPS_METRICS.map((m) => [m.id, m]));

export function compsMetric(id: string): CompsMetric | undefined {
  return byId.get(id);
}

/** The name of a line item, for explanations. */
export const itemName = (id: LineItemId) => lineItem(id).name;
