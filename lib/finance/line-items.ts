// Standard line items of the primary statements: where each lives and the row labels filings use
// for it. Labels are compared after normalisation (case, punctuation, "&", plurals), so each
// wording is listed once.
import type { StatementKind } from "./statements";

export const LINE_ITEM_IDS = [
  "revenue", "costOfRevenue", "grossProfit", "sellingGeneralAdministrative", "researchDevelopment",
  "operatingExpenses", "operatingIncome", "ebit", "interestExpense", "pretaxIncome", "incomeTax", "netIncome",
  "netIncomeAttributable", "epsBasic", "epsDiluted", "depreciationAmortization",
  "cash", "shortTermInvestments", "receivables", "inventories", "totalCurrentAssets", "ppeNet", "goodwill",
  "totalAssets", "accountsPayable", "shortTermDebt", "totalCurrentLiabilities", "longTermDebt",
  "totalLiabilities", "totalEquity", "retainedEarnings",
  "operatingCashFlow", "investingCashFlow", "financingCashFlow", "capitalExpenditure", "dividendsPaid",
  "shareRepurchases", "stockBasedCompensation", "basicShares", "dilutedShares", "lifoReserve",
] as const;
export type DictionaryItemId = (typeof LINE_ITEM_IDS)[number];
/**
 * A row a question names by its label when the dictionary has no item for it ("accrued
 * liabilities", "Property, plant and equipment — net"): the label's words after "row:".
 */
export type RowLabelId = `row:${string}`;
export type LineItemId = DictionaryItemId | RowLabelId;

export interface LineItemDefinition {
  id: LineItemId;
  name: string;
  /** The statement that states it; a few (D&A) also appear elsewhere, see `alsoIn`. */
  statement: StatementKind;
  alsoIn?: StatementKind[];
  /** Row labels as filings write them. */
  labels: string[];
  /** Further names and abbreviations people use in questions ("capex", "COGS"). */
  terms?: string[];
  /** Reported as a cash outflow, usually in parentheses; its amount is the absolute value. */
  outflow?: boolean;
  /** Balance-sheet items are stocks at a date; the others are flows over a period. */
  pointInTime?: boolean;
}

export const LINE_ITEMS: readonly LineItemDefinition[] = [
  // Income statement
  {
    id: "revenue", name: "Revenue", statement: "income-statement",
    labels: [
      "total revenues", "total revenue", "revenues", "revenue", "net revenues", "total net revenues", "net sales",
      "total net sales", "sales", "net operating revenues", "operating revenues", "total operating revenues",
      "sales to customers", "total sales", "net revenues and other income", "revenues net of interest expense",
      "total net revenue", "net revenue",
    ],
    terms: ["top line", "sales revenue"],
  },
  {
    id: "costOfRevenue", name: "Cost of revenue", statement: "income-statement",
    labels: [
      "cost of sales", "cost of goods sold", "cost of revenue", "cost of revenues", "total cost of revenue",
      "total cost of sales", "cost of products sold", "cost of merchandise sold", "costs of revenue",
      "cost of goods and services sold", "cost of products", "costs of sales", "cost of sales excluding depreciation",
      "cost of products sold excluding amortization", "cost of revenue excluding depreciation and amortization",
    ],
    terms: ["cogs", "cost of good sold"],
  },
  // The LIFO reserve: what inventories valued at LIFO fall short of their FIFO (or current) cost,
  // printed as a deduction in the inventories note; its size is the figure.
  {
    id: "lifoReserve", name: "LIFO reserve", statement: "balance-sheet", pointInTime: true, outflow: true,
    labels: [
      "excess of fifo over lifo cost", "excess of fifo over lifo", "lifo reserve", "lifo reserves", "reserve for lifo",
      "excess of current cost over lifo cost", "excess of current cost over lifo", "excess of fifo or average cost over lifo cost",
      "lifo adjustment", "less lifo reserve", "adjustment to lifo",
    ],
    terms: ["lifo reserve"],
  },
  {
    id: "grossProfit", name: "Gross profit", statement: "income-statement",
    labels: ["gross profit", "gross margin", "total gross profit", "gross income"],
  },
  {
    id: "sellingGeneralAdministrative", name: "Selling, general and administrative expenses", statement: "income-statement",
    labels: [
      "selling general and administrative expenses", "selling general and administrative",
      "selling general and administrative expense", "selling and administrative expenses",
      "selling marketing and administrative expenses", "marketing selling and administrative expenses",
      "general and administrative", "general and administrative expenses",
    ],
    terms: ["sg and a", "sga", "sg and a expense"],
  },
  {
    id: "researchDevelopment", name: "Research and development", statement: "income-statement",
    labels: ["research and development", "research and development expenses", "research development and engineering", "product development"],
    terms: ["r and d"],
  },
  {
    id: "operatingExpenses", name: "Total operating expenses", statement: "income-statement",
    labels: ["total operating expenses", "total costs and expenses", "operating expenses", "total operating costs and expenses", "costs and expenses"],
    terms: ["opex"],
  },
  {
    id: "operatingIncome", name: "Operating income", statement: "income-statement",
    labels: [
      "operating income", "income from operations", "operating income loss", "operating profit", "earnings from operations",
      "operating loss", "loss from operations", "income loss from operations", "total operating income",
      "operating earnings", "profit from operations",
    ],
  },
  {
    id: "ebit", name: "EBIT", statement: "income-statement",
    labels: ["earnings before interest and taxes", "earnings before interest and income taxes", "ebit"],
  },
  {
    id: "interestExpense", name: "Interest expense", statement: "income-statement",
    labels: ["interest expense", "interest expense net", "interest and debt expense", "interest expense and other", "net interest expense", "interest net"],
    terms: ["interest burden", "interest costs", "interest charges"],
  },
  {
    id: "pretaxIncome", name: "Income before income taxes", statement: "income-statement",
    labels: [
      "income before income taxes", "earnings before income taxes", "income before provision for income taxes",
      "income loss before income taxes", "earnings before provision for income taxes", "income before taxes",
      "income before income tax expense", "income from continuing operations before income taxes",
      "earnings from continuing operations before income taxes", "pretax income", "pre tax income",
      "income before income tax", "earnings before income tax expense", "earnings from continuing operations before income tax expense",
      "income from continuing operations before income tax expense", "income before income tax provision",
      "earnings before taxes",
      // Pfizer's and J&J's wording: "Income from continuing operations before provision/(benefit) for taxes on income".
      "earnings before provision for taxes on income", "income before provision for taxes on income",
      "income from continuing operations before provision benefit for taxes on income",
      "income from continuing operations before provision for taxes on income",
    ],
    terms: ["pre tax earnings", "profit before tax", "ebt"],
  },
  {
    id: "incomeTax", name: "Income tax expense", statement: "income-statement",
    labels: [
      "provision for income taxes", "income tax expense", "income taxes", "provision for taxes on income",
      "income tax provision", "provision benefit for income taxes", "benefit provision for income taxes",
      "income tax expense benefit", "taxes on income", "provision for income tax", "provision benefit for taxes on income",
      // "Provision for (benefit from) income taxes", "Benefit from (provision for) income taxes".
      "provision for benefit from income taxes", "benefit from provision for income taxes",
    ],
    terms: ["tax expense"],
  },
  {
    id: "netIncome", name: "Net income", statement: "income-statement",
    labels: ["net income", "net earnings", "net income loss", "net loss", "net loss income", "net earnings loss", "consolidated net income", "net income including noncontrolling interests"],
    terms: ["net profit", "profit after tax", "bottom line"],
  },
  {
    id: "netIncomeAttributable", name: "Net income attributable to shareholders", statement: "income-statement",
    labels: [
      "net income attributable to", "net earnings attributable to", "net income attributable to common stockholders",
      "net income attributable to common shareholders", "net income applicable to common stockholders",
      "net income available to common shareholders", "net loss attributable to", "net income attributable to shareholders",
    ],
    terms: ["net income attributable to shareholders", "net income attributable to the company"],
  },
  {
    id: "epsBasic", name: "Basic earnings per share", statement: "income-statement",
    labels: [
      "basic earnings per share", "basic net income per share", "earnings per share basic", "basic",
      "basic earnings per common share", "basic net income per common share", "basic income per common share",
      "basic loss per share", "basic net loss per share",
    ],
  },
  {
    id: "epsDiluted", name: "Diluted earnings per share", statement: "income-statement",
    labels: [
      "diluted earnings per share", "diluted net income per share", "earnings per share diluted", "diluted",
      "diluted earnings per common share", "diluted net income per common share", "diluted income per common share",
      "diluted loss per share", "diluted net loss per share",
    ],
    terms: ["eps", "earnings per share", "earnings per diluted share", "diluted eps"],
  },
  {
    id: "depreciationAmortization", name: "Depreciation and amortization", statement: "cash-flow-statement",
    alsoIn: ["income-statement"],
    labels: [
      "depreciation and amortization", "depreciation amortization and other", "depreciation depletion and amortization",
      "depreciation and amortization expense", "depreciation", "depreciation of property and equipment",
      "depreciation and amortization of property and equipment", "depreciation amortization and depletion",
      "amortization and depreciation", "depreciation amortization and accretion", "depreciation amortization and impairment",
    ],
    terms: ["d and a"],
  },
  // Balance sheet
  {
    id: "cash", name: "Cash and cash equivalents", statement: "balance-sheet", pointInTime: true,
    labels: ["cash and cash equivalents", "cash and equivalents", "cash", "cash and due from banks", "cash and cash equivalents at end of period"],
  },
  {
    id: "shortTermInvestments", name: "Short-term investments", statement: "balance-sheet", pointInTime: true,
    labels: [
      "short term investments", "marketable securities", "short term marketable securities", "investments",
      "current marketable securities", "available for sale securities", "short term investments and marketable securities",
    ],
  },
  {
    id: "receivables", name: "Accounts receivable", statement: "balance-sheet", pointInTime: true,
    labels: [
      "accounts receivable", "accounts receivable net", "receivables", "receivables net", "trade receivables",
      "trade accounts receivable", "accounts and notes receivable", "trade and other receivables", "accounts receivable less allowance",
      "trade accounts receivable net",
    ],
    terms: ["account receivable"],
  },
  {
    id: "inventories", name: "Inventories", statement: "balance-sheet", pointInTime: true,
    labels: ["inventories", "inventory", "merchandise inventories", "inventories net", "total inventories"],
  },
  {
    id: "totalCurrentAssets", name: "Total current assets", statement: "balance-sheet", pointInTime: true,
    labels: ["total current assets", "current assets"],
  },
  {
    id: "ppeNet", name: "Property, plant and equipment, net", statement: "balance-sheet", pointInTime: true,
    labels: [
      "property plant and equipment net", "property and equipment net", "net property plant and equipment",
      "net property and equipment", "property plant and equipment", "property and equipment", "total property and equipment net",
      "property equipment and software net", "premises and equipment", "property plant and equipment less accumulated depreciation",
      "net property",
    ],
    terms: ["pp and e", "net pp and e", "fixed assets", "net fixed assets"],
  },
  {
    id: "goodwill", name: "Goodwill", statement: "balance-sheet", pointInTime: true,
    labels: ["goodwill"],
  },
  {
    id: "totalAssets", name: "Total assets", statement: "balance-sheet", pointInTime: true,
    labels: ["total assets"],
  },
  {
    id: "accountsPayable", name: "Accounts payable", statement: "balance-sheet", pointInTime: true,
    labels: ["accounts payable", "trade accounts payable", "accounts payable trade", "trade payables", "accounts payable and accrued liabilities"],
    terms: ["payables"],
  },
  {
    id: "shortTermDebt", name: "Short-term debt", statement: "balance-sheet", pointInTime: true,
    labels: [
      "short term debt", "short term borrowings", "current portion of long term debt", "current maturities of long term debt",
      "notes payable", "commercial paper", "loans and notes payable", "short term debt and current portion of long term debt",
      "long term debt due within one year", "current portion of debt", "debt maturing within one year", "current maturities of debt",
      "short term borrowings and current portion of long term debt",
    ],
  },
  {
    id: "totalCurrentLiabilities", name: "Total current liabilities", statement: "balance-sheet", pointInTime: true,
    labels: ["total current liabilities", "current liabilities"],
  },
  {
    id: "longTermDebt", name: "Long-term debt", statement: "balance-sheet", pointInTime: true,
    labels: [
      "long term debt", "long term debt net", "long term debt excluding current portion", "long term debt net of current portion",
      "long term borrowings", "long term debt less current portion", "long term obligations",
    ],
  },
  {
    id: "totalLiabilities", name: "Total liabilities", statement: "balance-sheet", pointInTime: true,
    labels: ["total liabilities"],
  },
  {
    id: "totalEquity", name: "Total shareholders' equity", statement: "balance-sheet", pointInTime: true,
    labels: [
      "total shareholders equity", "total stockholders equity", "total equity", "total shareowners equity",
      "shareholders equity", "stockholders equity", "total stockholders deficit", "total shareholders deficit",
      "total share owners equity", "total common shareholders equity", "total common stockholders equity",
    ],
    terms: ["book value", "shareholders equity", "stockholders equity"],
  },
  {
    id: "retainedEarnings", name: "Retained earnings", statement: "balance-sheet", pointInTime: true,
    alsoIn: ["equity-statement"],
    labels: ["retained earnings", "accumulated deficit", "retained earnings accumulated deficit", "reinvested earnings", "earnings reinvested in the business"],
    terms: ["accumulated earnings"],
  },
  // Cash-flow statement
  {
    id: "operatingCashFlow", name: "Cash from operating activities", statement: "cash-flow-statement",
    labels: [
      "net cash provided by operating activities", "net cash provided by used in operating activities",
      "net cash from operating activities", "cash provided by operations", "net cash provided by operations",
      "cash provided by operating activities", "net cash flows from operating activities", "cash flows from operating activities",
      "net cash used in operating activities", "cash generated by operating activities", "cash flow from operations",
      "net cash provided from operating activities", "net cash from operations",
    ],
    terms: ["operating cash flow", "cash flow from operating activities", "cash from operating activities", "cash from operations", "cfo"],
  },
  {
    id: "investingCashFlow", name: "Cash from investing activities", statement: "cash-flow-statement",
    labels: [
      "net cash used in investing activities", "net cash provided by used in investing activities",
      "net cash used for investing activities", "net cash from investing activities", "cash flows from investing activities",
      "net cash provided by investing activities", "cash used in investing activities", "net cash used in provided by investing activities",
      "net cash used by investing activities",
    ],
    terms: ["investing cash flow", "cash flow from investing activities", "cash from investing activities"],
  },
  {
    id: "financingCashFlow", name: "Cash from financing activities", statement: "cash-flow-statement",
    labels: [
      "net cash used in financing activities", "net cash provided by used in financing activities",
      "net cash used for financing activities", "net cash from financing activities", "cash flows from financing activities",
      "net cash provided by financing activities", "cash used in financing activities", "net cash used in provided by financing activities",
    ],
    terms: ["financing cash flow", "cash flow from financing activities", "cash from financing activities"],
  },
  {
    id: "capitalExpenditure", name: "Capital expenditure", statement: "cash-flow-statement", outflow: true,
    labels: [
      "purchases of property plant and equipment", "purchases of property and equipment", "capital expenditures",
      "additions to property and equipment", "additions to property plant and equipment", "payments for property and equipment",
      "payments for acquisition of property plant and equipment", "capital spending", "expenditures for property plant and equipment",
      "acquisitions of property and equipment", "purchase of property and equipment", "property and equipment additions",
      "investments in property plant and equipment", "capital expenditure", "purchases of property equipment and software",
      "additions to property equipment and software", "payments for property plant and equipment",
      "purchases of property and equipment and intangible assets", "capital investments",
      "property plant and equipment additions", "purchases of land buildings and equipment",
    ],
    terms: ["capex", "cap ex", "pp and e purchases", "purchases of pp and e", "ppe purchases", "capital spending"],
  },
  {
    id: "dividendsPaid", name: "Dividends paid", statement: "cash-flow-statement", outflow: true,
    alsoIn: ["equity-statement"],
    labels: [
      "dividends paid", "cash dividends paid", "dividends", "cash dividends", "payment of dividends", "dividends paid to shareholders",
      "dividends paid to stockholders", "dividends to shareholders", "cash dividends paid to shareholders", "payments of dividends",
      "dividend payments", "dividends paid on common stock", "common stock cash dividends paid", "common stock dividends paid",
      "cash dividends paid on common stock", "dividends paid to common shareholders", "dividends paid to common stockholders",
    ],
    terms: ["dividend"],
  },
  {
    id: "shareRepurchases", name: "Repurchases of common stock", statement: "cash-flow-statement", outflow: true,
    labels: [
      "repurchases of common stock", "purchases of common stock", "repurchase of common stock", "common stock repurchased",
      "purchases of treasury stock", "share repurchases", "treasury stock purchases", "payments for repurchase of common stock",
      "repurchase of shares", "shares repurchased", "common shares repurchased", "repurchases of common shares", "purchases of common shares",
    ],
    terms: ["buyback", "buybacks", "share buyback", "repurchases", "stock repurchases", "share repurchase", "repurchases of stock"],
  },
  {
    id: "stockBasedCompensation", name: "Stock-based compensation", statement: "cash-flow-statement",
    labels: ["stock based compensation", "share based compensation", "stock based compensation expense", "share based compensation expense", "stock compensation expense"],
    terms: ["sbc", "stock compensation", "equity compensation"],
  },
];

/**
 * Share counts: the weighted averages per-share figures are computed on ("free cash flow per
 * diluted share"). Kept out of LINE_ITEMS, whose items are amounts the standardised statements
 * and comparisons list; their rows are often labelled "Basic" and "Diluted" under a shares
 * heading, which the statement reader maps to them.
 */
export const SHARE_COUNT_ITEMS: readonly LineItemDefinition[] = [
  {
    id: "basicShares", name: "Basic weighted-average shares", statement: "income-statement",
    labels: ["weighted average basic shares outstanding", "basic weighted average shares outstanding", "weighted average shares outstanding basic", "weighted average number of shares outstanding basic", "weighted average number of common shares outstanding basic", "shares used to compute basic net income per share", "basic shares outstanding"],
    terms: ["basic share count", "basic weighted average share count", "basic weighted average shares", "weighted average basic shares"],
  },
  {
    id: "dilutedShares", name: "Diluted weighted-average shares", statement: "income-statement",
    labels: ["weighted average diluted shares outstanding", "diluted weighted average shares outstanding", "weighted average shares outstanding diluted", "weighted average number of shares outstanding diluted", "weighted average number of common shares outstanding diluted", "shares used to compute diluted net income per share", "diluted shares outstanding"],
    terms: ["diluted share count", "diluted shares", "diluted weighted average share count", "diluted weighted average shares", "weighted average diluted share count", "weighted average diluted shares"],
  },
];

const byId = new Map<LineItemId, LineItemDefinition>([...LINE_ITEMS, ...SHARE_COUNT_ITEMS].map((item) => [item.id, item]));
export function lineItem(id: LineItemId): LineItemDefinition {
  let found = byId.get(id);
  if (!found) byId.set(id, (found = rowLabelDefinition(id as RowLabelId)));
  return found;
}

export const isRowLabel = (id: LineItemId): id is RowLabelId => id.startsWith("row:");

/** The item for a row named by its label ("Accrued liabilities" → "row:accrued liabilities"). */
export function rowLabelItem(label: string): RowLabelId {
  return `row:${label.toLowerCase().replace(/[^a-z0-9&%'’,\-\s]/g, " ").replace(/\s+/g, " ").trim()}`;
}

// Where a row named only by its label is likely stated, from its words: balances on the balance
// sheet, cash movements in the cash-flow statement, the rest in the income statement.
const BALANCE_WORDS = /\b(assets?|liabilit\w*|payables?|receivables?|inventor\w*|equity|debt|borrowings?|property|plant|equipment|goodwill|intangible|deposits?|reserves?|accrued|deferred|prepaid|leases?|notes payable|capital stock|treasury|retained|securities|investments|loans?)\b/i;
// A label naming income, a cost or interest is a flow of the period even when it names what the
// flow comes from ("Income from operating investments", "Interest on debt"), unless it is one
// held at a date ("Accrued interest", "Income taxes payable", "Deferred revenue").
const FLOW_WORDS = /\b(income|earnings|revenues?|sales|expenses?|costs?|interest|gains?|losses?|impairments?)\b/i;
const HELD_WORDS = /\b(payables?|receivables?|accrued|deferred|accumulated|prepaid|unearned|assets?|liabilit\w*|reserves?|allowances?)\b/i;
// (A repayment of a balance or its increase in the year is a movement in it, not the balance:
// "Repayment of lease liabilities", "Increase in accounts payable", "Effect of exchange rate
// changes on cash".)
const CASH_WORDS = /\b(purchases? of|additions? to|amortization of|proceeds|payments? (?:of|for|to)|paid|repurchases?|repayments? of|(?:increases?|decreases?) in|effect of (?:foreign )?exchange|acquisitions?|issuance|cash (?:provided|used|flows?)|depreciation)\b/i;

// A row named as a cost or an expense ("Cost of services", "Interest and debt expense") is an
// amount, whichever sign a statement prints it with (Boeing prints its costs in parentheses); a
// row that nets income against expense ("Other income (expense), net") keeps its sign.
// A deduction from the balance above it, printed in parentheses or not: its size is the figure
// ("Valuation allowance (403)" offsets 76% of the deferred tax assets, not −76%). Not a change
// in it ("Change in valuation allowance"), which moves either way.
const CONTRA_LABEL = /^(?:less:?\s+)?(?:valuation\s+allowances?|allowances?\s+for\s+(?:doubtful\s+accounts|credit\s+losses|loan\s+losses|uncollectible\s+accounts)|accumulated\s+(?:depreciation|amortization)(?:\s+and\s+(?:depreciation|amortization))?)$/i;
const COST_LABEL = /^costs?\b|\b(?:costs?|expenses?|expenditures?)$/i;
const NETTED = /\b(?:income|gains?|benefits?|credits?|revenues?|net)\b/i;

function rowLabelDefinition(id: RowLabelId): LineItemDefinition {
  const label = id.slice(4);
  const statement: StatementKind = CASH_WORDS.test(label)
    ? "cash-flow-statement"
    : BALANCE_WORDS.test(label) && !(FLOW_WORDS.test(label) && !HELD_WORDS.test(label)) ? "balance-sheet" : "income-statement";
  return {
    id,
    name: label.charAt(0).toUpperCase() + label.slice(1),
    statement,
    labels: [label],
    outflow: (statement === "cash-flow-statement" && /\b(purchases?|additions?|payments?|repayments?|paid|repurchases?|acquisitions?)\b/i.test(label)) || (COST_LABEL.test(label) && !NETTED.test(label)) || CONTRA_LABEL.test(label),
    pointInTime: statement === "balance-sheet",
  };
}
