// Financial metrics people ask about: their names, what they are made of, and their unit.
import {
  add, constant, div, evaluate, firstOf, inputsOf, item, mul, sub, type Expr, type FigureLookup,
} from "./expression";
import { itemOrDerived } from "./item-derivations";
import { lineItem, type LineItemId } from "./line-items";
import type { StatementKind } from "./statements";

/**
 * `percent` values are returned ×100 (12.5 means 12.5%); `ratio` and `times` are plain
 * quotients (ROA 0.05); `days` a number of days; `currency` an amount in the filing's units.
 */
export type MetricUnit = "percent" | "ratio" | "times" | "days" | "currency";

export interface FormulaMetric {
  kind: "formula";
  id: string;
  name: string;
  /** Names and abbreviations people use, matched after normalisation. */
  aliases: string[];
  unit: MetricUnit;
  /** As a fraction for `percent` metrics; `evaluateMetric` scales it. */
  expr: Expr;
  /** For a plain quotient of two items, those items: "X as a % of Y" finds the metric by them. */
  ratioOf?: [LineItemId, LineItemId];
  note?: string;
  /**
   * A percentage the question calls a ratio ("total liabilities to equity ratio"): people write
   * it both ways, so the answer states the plain quotient beside it.
   */
  askedAsRatio?: boolean;
}

/** Metrics over a series of periods of another figure (growth, CAGR, multi-year average). */
export interface SeriesMetric {
  kind: "series";
  id: "yoyGrowth" | "cagr" | "cumulativeGrowth" | "average";
  name: string;
  aliases: string[];
  unit: "percent" | "same";
  /** Values oldest first; undefined when the series is too short or starts at zero. */
  compute(values: number[]): number | undefined;
}

export type MetricDefinition = FormulaMetric | SeriesMetric;

const revenue = item("revenue");
const cogs = item("costOfRevenue");
const operatingIncome = item("operatingIncome");
const da = item("depreciationAmortization");
const netIncome = firstOf(item("netIncome"), item("netIncomeAttributable"));
const netIncomeToShareholders = firstOf(item("netIncomeAttributable"), item("netIncome"));
const freeCashFlow = sub(item("operatingCashFlow"), item("capitalExpenditure"));
const grossProfit = firstOf(item("grossProfit"), sub(revenue, cogs));
const totalDebt = firstOf(add(item("shortTermDebt"), item("longTermDebt")), item("longTermDebt"));
const quickAssets = firstOf(
  add(add(item("cash"), item("shortTermInvestments")), item("receivables")),
  add(item("cash"), item("receivables")),
);
const days = (numerator: Expr, denominator: Expr): Expr => div(mul(constant(365), numerator), denominator);
// Purchases of the year: cost of sales plus the build-up of inventory. A company whose balance
// sheet carries no inventories (software, services) buys nothing to stock: its purchases are its
// cost of sales.
const purchases = firstOf(add(cogs, item("inventories", "change")), cogs);

const formula = (m: Omit<FormulaMetric, "kind">): FormulaMetric => ({ kind: "formula", ...m });

const DICTIONARY: readonly MetricDefinition[] = [
  formula({ id: "grossMargin", name: "Gross margin", unit: "percent", expr: div(grossProfit, revenue), ratioOf: ["grossProfit", "revenue"],
    aliases: ["gross margin", "gross profit margin", "gross margin percent", "gross margin profile", "gross margins", "gross profit rate", "gross margin rate", "gross profit percentage"] }),
  formula({ id: "operatingMargin", name: "Operating margin", unit: "percent", expr: div(operatingIncome, revenue), ratioOf: ["operatingIncome", "revenue"],
    aliases: ["operating margin", "operating profit margin", "operating income margin", "ebit margin", "operating margin profile"] }),
  formula({ id: "netProfitMargin", name: "Net profit margin", unit: "percent", expr: div(netIncome, revenue), ratioOf: ["netIncome", "revenue"],
    aliases: ["net profit margin", "net margin", "net income margin", "profit margin", "return on sales", "net earnings margin"] }),
  formula({ id: "ebitda", name: "EBITDA", unit: "currency", expr: add(operatingIncome, da),
    aliases: ["ebitda", "unadjusted ebitda"], note: "Operating income plus depreciation and amortization from the cash-flow statement." }),
  formula({ id: "ebitdaMargin", name: "EBITDA margin", unit: "percent", expr: div(add(operatingIncome, da), revenue),
    aliases: ["ebitda margin", "ebitda percent margin", "unadjusted ebitda margin", "unadjusted ebitda percent margin"] }),
  formula({ id: "freeCashFlow", name: "Free cash flow", unit: "currency", expr: freeCashFlow,
    aliases: ["free cash flow", "free cashflow", "fcf"] }),
  formula({ id: "freeCashFlowConversion", name: "Free cash flow conversion", unit: "percent", expr: div(freeCashFlow, netIncome),
    aliases: ["free cash flow conversion", "free cashflow conversion", "fcf conversion", "cash conversion ratio"] }),
  formula({ id: "capexToRevenue", name: "Capital expenditure as % of revenue", unit: "percent",
    expr: div(item("capitalExpenditure"), revenue), ratioOf: ["capitalExpenditure", "revenue"],
    aliases: ["capex to revenue", "capex intensity", "capital intensity", "capital intensive", "capex ratio", "capex as a percent of revenue"] }),
  formula({ id: "workingCapital", name: "Working capital", unit: "currency", expr: sub(item("totalCurrentAssets"), item("totalCurrentLiabilities")),
    aliases: ["working capital", "net working capital"] }),
  formula({ id: "currentRatio", name: "Current ratio", unit: "ratio", expr: div(item("totalCurrentAssets"), item("totalCurrentLiabilities")),
    ratioOf: ["totalCurrentAssets", "totalCurrentLiabilities"], aliases: ["current ratio", "working capital ratio", "liquidity ratio"] }),
  formula({ id: "quickRatio", name: "Quick ratio", unit: "ratio", expr: div(quickAssets, item("totalCurrentLiabilities")),
    aliases: ["quick ratio", "acid test ratio", "acid test"], note: "Cash, short-term investments and receivables over current liabilities." }),
  formula({ id: "cashRatio", name: "Cash ratio", unit: "ratio",
    expr: div(firstOf(add(item("cash"), item("shortTermInvestments")), item("cash")), item("totalCurrentLiabilities")),
    aliases: ["cash ratio"] }),
  // How many times the year's operating cash covers what falls due within the year.
  formula({ id: "operatingCashFlowRatio", name: "Operating cash flow ratio", unit: "ratio",
    expr: div(item("operatingCashFlow"), item("totalCurrentLiabilities")),
    aliases: ["operating cash flow ratio", "cash flow ratio", "cash flow from operations ratio", "cash from operations ratio", "cfo ratio"],
    note: "Cash from operating activities over total current liabilities at the year's end." }),
  formula({ id: "returnOnAssets", name: "Return on assets", unit: "ratio", expr: div(netIncome, item("totalAssets", "average")),
    aliases: ["return on assets", "roa", "return on average assets", "return on total assets", "return on average total assets"] }),
  formula({ id: "returnOnEquity", name: "Return on equity", unit: "ratio", expr: div(netIncomeToShareholders, item("totalEquity", "average")),
    aliases: ["return on equity", "roe", "return on shareholders equity", "return on average equity", "return on average shareholders equity", "return on stockholders equity", "return on average stockholders equity", "return on common equity", "return on average common equity"] }),
  formula({ id: "assetTurnover", name: "Asset turnover", unit: "times", expr: div(revenue, item("totalAssets", "average")),
    aliases: ["asset turnover", "asset turnover ratio", "total asset turnover"] }),
  formula({ id: "fixedAssetTurnover", name: "Fixed asset turnover", unit: "times", expr: div(revenue, item("ppeNet", "average")),
    aliases: ["fixed asset turnover", "ppe turnover", "pp and e turnover"] }),
  formula({ id: "inventoryTurnover", name: "Inventory turnover", unit: "times", expr: div(cogs, item("inventories", "average")),
    aliases: ["inventory turnover", "inventory turnover ratio", "inventory turn", "stock turnover"] }),
  formula({ id: "daysInventoryOutstanding", name: "Days inventory outstanding", unit: "days", expr: days(item("inventories", "average"), cogs),
    aliases: ["days inventory outstanding", "dio", "days sales of inventory", "dsi", "days in inventory", "inventory days"] }),
  formula({ id: "receivablesTurnover", name: "Receivables turnover", unit: "times", expr: div(revenue, item("receivables", "average")),
    aliases: ["receivables turnover", "accounts receivable turnover", "receivable turnover"] }),
  formula({ id: "daysSalesOutstanding", name: "Days sales outstanding", unit: "days", expr: days(item("receivables", "average"), revenue),
    aliases: ["days sales outstanding", "dso", "receivable days", "days receivable"] }),
  formula({ id: "daysPayableOutstanding", name: "Days payable outstanding", unit: "days", expr: days(item("accountsPayable", "average"), purchases),
    aliases: ["days payable outstanding", "dpo", "payable days", "days payable", "days payables outstanding"],
    note: "Average payables over purchases (cost of sales plus the change in inventory), times 365." }),
  // The days cash is tied up in the operating cycle: each term on its own metric's convention.
  formula({ id: "cashConversionCycle", name: "Cash conversion cycle", unit: "days",
    expr: sub(add(days(item("inventories", "average"), cogs), days(item("receivables", "average"), revenue)), days(item("accountsPayable", "average"), purchases)),
    aliases: ["cash conversion cycle", "ccc", "cash cycle", "cash to cash cycle", "cash to cash cycle time", "net operating cycle"],
    note: "Cash conversion cycle = days inventory outstanding + days sales outstanding − days payable outstanding, each on the average of the two year-ends; payables over purchases (cost of sales plus the change in inventory)." }),
  formula({ id: "payablesTurnover", name: "Payables turnover", unit: "times", expr: div(purchases, item("accountsPayable", "average")),
    aliases: ["payables turnover", "accounts payable turnover"] }),
  formula({ id: "retentionRatio", name: "Retention ratio", unit: "ratio",
    expr: div(sub(netIncomeToShareholders, item("dividendsPaid")), netIncomeToShareholders),
    aliases: ["retention ratio", "plowback ratio", "earnings retention ratio"] }),
  formula({ id: "payoutRatio", name: "Dividend payout ratio", unit: "ratio", expr: div(item("dividendsPaid"), netIncomeToShareholders),
    aliases: ["payout ratio", "dividend payout ratio", "dividend payout"] }),
  formula({ id: "debtToEquity", name: "Debt to equity", unit: "ratio", expr: div(totalDebt, item("totalEquity")),
    aliases: ["debt to equity", "debt to equity ratio", "d e ratio", "leverage ratio", "gearing"] }),
  // The share of the capital the company runs on that is borrowed.
  formula({ id: "debtToCapital", name: "Debt to capital", unit: "percent", expr: div(totalDebt, add(totalDebt, item("totalEquity"))),
    aliases: ["debt to capital", "debt to capital ratio", "debt to total capital", "debt to capitalization", "debt to total capitalization", "debt to capitalization ratio"],
    note: "Convention: debt to capital = total debt / (total debt + total equity), debt being the balance sheet's short-term borrowings and current maturities plus long-term debt." }),
  // Total debt is the balance sheet's borrowings, short and long; the convention is said with the answer.
  formula({ id: "totalDebt", name: "Total debt", unit: "currency", expr: totalDebt,
    // (Leverage said of the balance sheet is how much it borrows: "did its balance sheet leverage change?")
    aliases: ["total debt", "total borrowings", "gross debt", "total debt outstanding", "balance sheet leverage", "financial leverage"],
    note: "Convention: total debt = short-term borrowings and current maturities of long-term debt plus long-term debt, as the balance sheet shows them." }),
  // Net debt has several conventions; the one used is said with the answer.
  formula({ id: "netDebt", name: "Net debt", unit: "currency", expr: sub(totalDebt, item("cash")),
    aliases: ["net debt", "net indebtedness"],
    note: "Convention: net debt = the balance sheet's debt (short-term borrowings and current maturities plus long-term debt) less cash and cash equivalents." }),
  formula({ id: "interestCoverage", name: "Interest coverage", unit: "times", expr: div(operatingIncome, item("interestExpense")),
    aliases: ["interest coverage", "interest coverage ratio", "times interest earned"] }),
  formula({ id: "effectiveTaxRate", name: "Effective tax rate", unit: "percent", expr: div(item("incomeTax"), item("pretaxIncome")),
    ratioOf: ["incomeTax", "pretaxIncome"], aliases: ["effective tax rate", "etr", "effective income tax rate", "tax rate"] }),
  formula({ id: "cogsToRevenue", name: "Cost of revenue as % of revenue", unit: "percent", expr: div(cogs, revenue),
    ratioOf: ["costOfRevenue", "revenue"], aliases: ["cogs margin", "cogs ratio", "cost of sales ratio", "cost of revenue ratio", "cost of goods sold ratio"] }),
  formula({ id: "pretaxMargin", name: "Pretax margin", unit: "percent", expr: div(item("pretaxIncome"), revenue),
    aliases: ["pretax margin", "pre-tax margin", "pretax profit margin", "pre-tax profit margin", "ebt margin"] }),
  formula({ id: "operatingCashFlowMargin", name: "Operating cash flow margin", unit: "percent", expr: div(item("operatingCashFlow"), revenue),
    aliases: ["operating cash flow margin", "cfo margin", "cash from operations margin"] }),
  formula({ id: "equityMultiplier", name: "Equity multiplier", unit: "times", expr: div(item("totalAssets"), item("totalEquity")),
    aliases: ["equity multiplier"], note: "Total assets over total equity at the year's end." }),
  formula({ id: "debtToAssets", name: "Debt to assets", unit: "ratio", expr: div(totalDebt, item("totalAssets")),
    aliases: ["debt to assets", "debt-to-assets", "debt to total assets", "debt-to-total-assets"],
    note: "The balance sheet's debt (short-term borrowings and current maturities plus long-term debt) over total assets at the year's end." }),
  formula({ id: "returnOnCapitalEmployed", name: "Return on capital employed", unit: "ratio",
    expr: div(operatingIncome, sub(item("totalAssets"), item("totalCurrentLiabilities"))),
    aliases: ["return on capital employed", "roce"], note: "Operating income over total assets less current liabilities at the year's end." }),
  {
    kind: "series", id: "yoyGrowth", name: "Year-over-year growth", unit: "percent",
    aliases: ["year over year", "yoy", "yoy growth", "year over year growth", "year over year change", "yoy change", "growth rate", "percent change", "percentage change", "annual growth", "growth"],
    compute: (values) => {
      if (values.length < 2) return undefined;
      const prior = values[values.length - 2]!;
      const current = values[values.length - 1]!;
      return prior === 0 ? undefined : ((current - prior) / Math.abs(prior)) * 100;
    },
  },
  {
    kind: "series", id: "cagr", name: "Compound annual growth rate", unit: "percent",
    aliases: ["cagr", "compound annual growth rate", "compounded annual growth rate", "compound growth rate"],
    compute: (values) => {
      if (values.length < 2) return undefined;
      const first = values[0]!;
      const last = values[values.length - 1]!;
      if (first <= 0 || last < 0) return undefined;
      return ((last / first) ** (1 / (values.length - 1)) - 1) * 100;
    },
  },
  {
    // "Two-year cumulative growth", "total growth from 2020 to 2022": the first period to the last, not compounded per year.
    kind: "series", id: "cumulativeGrowth", name: "Cumulative growth", unit: "percent",
    aliases: ["cumulative growth", "total growth", "cumulative increase", "cumulative change"],
    compute: (values) => {
      if (values.length < 2) return undefined;
      const first = values[0]!;
      const last = values[values.length - 1]!;
      return first === 0 ? undefined : ((last - first) / Math.abs(first)) * 100;
    },
  },
  {
    kind: "series", id: "average", name: "Multi-year average", unit: "same",
    aliases: ["year average", "average over", "multi year average", "on average"],
    compute: (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined),
  },
];

// "Fixed asset turnover ratio", "interest coverage ratio": a quotient's name with "ratio" after it
// is the same metric (else the word is read as something else the figure is asked of).
const withRatioWord = (m: MetricDefinition): MetricDefinition =>
  m.kind === "formula" && (m.unit === "ratio" || m.unit === "times")
    ? { ...m, aliases: [...new Set([...m.aliases, ...m.aliases.filter((a) => !/\b(?:ratio|ratios)$/.test(a)).map((a) => `${a} ratio`)])] }
    : m;

export const METRICS: readonly MetricDefinition[] = DICTIONARY.map(withRatioWord);

const byId = new Map(METRICS.map((m) => [m.id, m]));
export function metric(id: string): MetricDefinition | undefined {
  return byId.get(id);
}

/** The value of a formula metric in its unit (percent ×100), or undefined when inputs are missing. */
export function evaluateMetric(m: FormulaMetric, lookup: FigureLookup): number | undefined {
  const value = evaluate(m.expr, lookup);
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return m.unit === "percent" ? value * 100 : value;
}

/** The line items a metric reads, and the statements that hold them. */
export function metricInputs(m: FormulaMetric): { items: LineItemId[]; statements: StatementKind[] } {
  const items = inputsOf(m.expr).map((n) => n.item);
  const statements = [...new Set(items.map((id) => lineItem(id).statement))];
  return { items, statements };
}

/** A metric for "X as a % of Y" that has no name of its own. */
export function ratioMetric(numerator: LineItemId, denominator: LineItemId): FormulaMetric {
  const named = METRICS.find(
    (m): m is FormulaMetric => m.kind === "formula" && m.ratioOf?.[0] === numerator && m.ratioOf?.[1] === denominator,
  );
  if (named) return named;
  return formula({
    id: `${numerator}/${denominator}`,
    name: `${lineItem(numerator).name} as % of ${lineItem(denominator).name}`,
    unit: "percent",
    // (An item the statement may leave unprinted, total liabilities, follows from the rows it prints.)
    expr: div(itemOrDerived(numerator), itemOrDerived(denominator)),
    ratioOf: [numerator, denominator],
    aliases: [],
  });
}
